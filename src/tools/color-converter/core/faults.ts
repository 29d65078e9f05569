import { faultsOf } from '../../../core/shared/tool-error';

/** The colour converter's own faults (the reader's are the colour faults); their words are in ../words.ts. */
export interface ColorConverterFaults {
  noExactName: { nearest: string };
}

export const fault = faultsOf<ColorConverterFaults>('color-converter');
