import { faultsOf } from '../../../core/shared/tool-error';

/** The lengths a GS1 symbology takes: without its check digit, and with it. */
type Lengths = readonly [number, number];

/** The barcode generator's faults and what each carries; their words are in ../words.ts. */
export interface BarcodeFaults {
  notDigit: { symbology: string; lengths: Lengths; char: string; position: number };
  wrongLength: { symbology: string; lengths: Lengths; found: number };
  wrongCheck: { symbology: string; expected: number; found: string };
  upceSystem: { found: string };
  /** A character outside the symbology's set: Code 39's, or ASCII's (Code 128). */
  notInSet: { symbology: string; set: 'code39' | 'ascii'; char: string; position: number };
  /** bwip-js's refusal of a symbol too long; `reason` is its own words. */
  tooLong: { symbology: string; reason: string };
}

export const fault = faultsOf<BarcodeFaults>('barcode-generator');
