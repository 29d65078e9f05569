/** The string escaper's words, one catalogue: its faults. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

type Placed = { line: number; column: number };

/** A bad escape's words: the reason, then where it is. */
const placed =
  <P extends Placed>(reason: (params: P) => string) =>
  (params: P) =>
    `${reason(params)} (line ${params.line}, column ${params.column})`;

const UNCLOSED = { field: 'quoted field', single: 'single quote', double: 'double quote' } as const;

const bad = <P extends Placed>(reason: (params: P) => string) => ({
  title: 'Invalid escape',
  description: placed(reason),
});

export const STRING_ESCAPER_FAULTS = defineFaultWords(fault, {
  unknownEscape: bad(({ escape, format }) => `${escape} is not an escape in ${format}`),
  badHex: bad(({ escape }) => `${escape} needs hexadecimal digits`),
  badCodePoint: bad(({ escape }) => `${escape} is past U+10FFFF, the last code point`),
  octal: bad(({ escape }) => `${escape}: octal escapes are not allowed in a template literal or strict code`),
  classEscape: bad(({ escape }) => `${escape} is a character class, not an escaped character`),
  unknownEntity: bad(({ entity }) => `${entity} is not a known entity`),
  loneQuote: bad(() => 'A single quote must be doubled'),
  strayQuote: bad(() => 'A double quote inside a quoted field must be doubled'),
  textAfterField: bad(() => 'Text after the closing quote of a field'),
  trailingBackslash: bad(() => 'A backslash ends the text: it escapes nothing'),
  unclosed: bad(({ what }) => `The ${UNCLOSED[what]} is never closed`),
});
