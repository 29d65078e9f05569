import { atom } from 'jotai';
import { TOOLS, type Tool } from '../../core/site/catalogue';

/** The in-memory catalogue (Enable All Tools changes this copy only, never the source). */
export const toolsAtom = atom<readonly Tool[]>(TOOLS);
