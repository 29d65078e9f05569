import { atom } from 'jotai';
import type { ChatMessage, SupportForm } from '../../core/site/support';

/** Text handed to the support form from elsewhere (a planned tool's "Request this tool"). */
export const supportDraftAtom = atom<Partial<SupportForm> | null>(null);

/** The support chat conversation, kept while the visitor moves between pages. */
export const chatMessagesAtom = atom<readonly ChatMessage[]>([]);

/** How many of the chat's messages were handed over (sent by mail or to the endpoint); later ones are not. */
export const chatHandedOverAtom = atom(0);
