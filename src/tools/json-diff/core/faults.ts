import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** Which document: the left one (the main editor) or the right one. */
export type JsonDiffSide = 'left' | 'right';

/** The JSON diff's faults and what each carries; their words are in ../words.ts. */
export interface JsonDiffFaults {
  emptyLeft: object;
  emptyRight: object;
  /** `reason` is JSON.parse's own message. */
  invalid: ReasonParams & { side: JsonDiffSide };
  tooLarge: object;
}

export const fault = faultsOf<JsonDiffFaults>('json-diff');
