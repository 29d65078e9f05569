import { atom } from 'jotai';
import type { ShareState } from '../../core/site/share-link';

/** What the tool on screen would put in a link, asked for only when Copy link is pressed. */
export interface ShareSource {
  /** The tool's input and options now. */
  state: () => ShareState;
  /** Texts that must never reach a link (a key, a generated password). */
  secrets: () => readonly string[];
}

/** The share source of the tool page's view (`useShareableState`); null when the view shares nothing. */
export const shareSourceAtom = atom<ShareSource | null>(null);
