import { faultsOf } from '../core/shared/tool-error';

/** A result file's fault; its words are in src/ui/words/result-file.ts. */
export interface ResultFileFaults {
  /** The browser's storage refused more, after `written` bytes. */
  noRoom: { written: number };
}

export const resultFileFault = faultsOf<ResultFileFaults>('result-file');
