import { atom } from 'jotai';

/** The site-wide dialog open, if any: the command palette or the list of shortcuts. */
export type ShortcutDialog = 'palette' | 'shortcuts' | null;

export const openDialogAtom = atom<ShortcutDialog>(null);

/**
 * The palette's search text: the header's search on a tool page types into it, so the palette opens in place
 * with the first key and the page (and its input) stays.
 */
export const paletteQueryAtom = atom('');
