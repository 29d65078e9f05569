import { faultsOf } from './tool-error';

/** A file past the bound of one read whole (./whole-file); its words are in src/ui/words/whole-file.ts. */
export interface WholeFileFaults {
  /** The file's size and the limit, in bytes. */
  tooLarge: { size: number; limit: number };
}

export const wholeFileFault = faultsOf<WholeFileFaults>('whole-file');
