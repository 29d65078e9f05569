import { atom } from 'jotai';
import type { ChatMessage, SupportForm } from '../../core/site/support';

/** Text handed to the support form from elsewhere (the chat's "send this conversation"). */
export const supportDraftAtom = atom<Partial<SupportForm> | null>(null);

/** The support chat conversation, kept while the visitor moves between pages. */
export const chatMessagesAtom = atom<readonly ChatMessage[]>([]);
