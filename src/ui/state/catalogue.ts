import { atom } from 'jotai';
import { type Tool } from '../../core/site/catalogue';
import { TOOLS } from '../../core/site/tools';

/** The in-memory catalogue (Enable All Tools changes this copy only, never the source). */
export const toolsAtom = atom<readonly Tool[]>(TOOLS);
