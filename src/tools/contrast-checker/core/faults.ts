import type { FaultData } from '../../../core/shared/fault-words';
import { faultsOf } from '../../../core/shared/tool-error';

/** The contrast checker's faults (the text colour's are the colour reader's); their words are in ../words.ts. */
export interface ContrastCheckerFaults {
  blankBackground: object;
  /** The colour reader's fault in the background field. */
  background: { cause: FaultData };
}

export const fault = faultsOf<ContrastCheckerFaults>('contrast-checker');
