import { faultsOf } from '../../../core/shared/tool-error';

/** Where a bad escape is, 1-based (columns in UTF-16 units, as editors count). */
type Placed = { line: number; column: number };
/** The escape as written ('\q', '\u12g4'). */
type Escape = Placed & { escape: string };

/** The string escaper's faults and what each carries; their words are in ../words.ts. */
export interface StringEscaperFaults {
  /** `format` is the format's name ('JSON'). */
  unknownEscape: Escape & { format: string };
  badHex: Escape;
  badCodePoint: Escape;
  octal: Escape;
  classEscape: Escape;
  unknownEntity: Placed & { entity: string };
  loneQuote: Placed;
  strayQuote: Placed;
  textAfterField: Placed;
  trailingBackslash: Placed;
  unclosed: Placed & { what: 'field' | 'single' | 'double' };
}

export const fault = faultsOf<StringEscaperFaults>('string-escaper');
