import { faultsOf } from '../../../core/shared/tool-error';

/** The palette generator's faults (none carries parameters); their words are in ../words.ts. */
export interface PaletteFaults {
  notAColour: object;
  badName: object;
  noOpaquePixels: object;
}

export const fault = faultsOf<PaletteFaults>('color-palette-generator');
