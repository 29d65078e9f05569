import { faultsOf } from '../tool-error';

/** What the colour readers refuse, with what each carries (a column is 1-based); their words: src/ui/words/colour.ts. */
export interface ColourFaults {
  invalidHex: object;
  blank: object;
  tooLong: { max: number };
  unknownFunction: { name: string; column: number };
  unknownName: { name: string };
  unknownSpace: { space: string; column: number };
  colorSpaceMissing: { column: number };
  notColour: { text: string };
  hexDigit: { char: string; column: number };
  hexLength: { digits: number };
  missingClose: { column: number };
  afterClose: { text: string; column: number };
  notNumber: { token: string; column: number };
  valueCount: { name: string; found: number };
  badValues: { name: string };
  cmykCount: { found: number };
  cmykRange: { token: string; column: number };
  cmykFraction: { token: string; column: number };
}

export const fault = faultsOf<ColourFaults>('colour');
