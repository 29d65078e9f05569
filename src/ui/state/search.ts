import { atom } from 'jotai';
import type { CategoryId } from '../../core/site/catalogue';

/** The one search text, shared by the header and the home page. */
export const searchQueryAtom = atom('');

/** The chosen category chip on the home page; null means All Tools. */
export const selectedCategoryAtom = atom<CategoryId | null>(null);
