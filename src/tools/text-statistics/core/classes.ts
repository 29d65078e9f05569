/**
 * A table of the characters the counter handles itself, fast, by UTF-16 code unit. Everything else is handed to
 * `Intl.Segmenter`, which is exact but slow in V8 (about 5 µs a segment, and quadratic past a few thousand
 * characters), so typical text (Latin, Greek, Cyrillic, common punctuation) never reaches it.
 *
 * Word classes follow Unicode's word-break rules (UAX #29) for the characters they list; the fast-check test
 * compares the counter with `Intl.Segmenter` on random text over exactly these characters.
 */

/** A code unit's word-break class (the low four bits of its entry), for the characters the fast path knows. */
/** Not part of a word: punctuation, symbols, controls. */
export const OTHER = 0;
export const LETTER = 1;
export const DIGIT = 2;
/** Joins two letters (`:` and `·`). */
export const MID_LETTER = 3;
/** Joins two letters or two digits (`.`, `’`). */
export const MID_NUM_LET = 4;
/** `'`: joins as MID_NUM_LET. */
export const SINGLE_QUOTE = 5;
/** Joins two digits (`,`, `;`). */
export const MID_NUM = 6;
/** `_`: joins anything word-like. */
export const EXTEND_NUM_LET = 7;
/** ASCII white space: separates tokens. */
export const SPACE = 8;
/** Unknown here: the token goes to Intl.Segmenter. */
export const SLOW = 9;

/** Bit flags beside the word class. */
export const SIMPLE_GRAPHEME = 16;
/** Ends a sentence (`.`, `!`, `?`, `。`…). */
export const TERMINATOR = 32;
/** May follow a terminator before the space (closing quotes and brackets). */
export const CLOSER = 64;
/** A full-width terminator: the sentence ends there, no space needed (CJK). */
export const WIDE_TERMINATOR = 128;

export const WORD_CLASS_MASK = 15;

type Range = readonly [number, number];

const set = (table: Uint8Array, ranges: readonly Range[], value: number) => {
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) table[c] = (table[c] & ~WORD_CLASS_MASK) | value;
};
const flag = (table: Uint8Array, codes: readonly number[], bit: number) => {
  for (const c of codes) table[c] |= bit;
};

/** Letters the fast path knows: Latin-1 and Latin Extended-A/B, IPA, basic Greek and Cyrillic. */
const LETTERS: readonly Range[] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xaa, 0xaa],
  [0xb5, 0xb5],
  [0xba, 0xba],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x2af],
  [0x386, 0x386],
  [0x388, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3f5],
  [0x400, 0x481],
  [0x48a, 0x52f],
];

/** Punctuation and symbols the fast path knows, none of which joins words. */
const OTHERS: readonly Range[] = [
  [0x00, 0x7f],
  [0xa0, 0xa8],
  [0xab, 0xac],
  [0xaf, 0xb4],
  [0xb6, 0xb6],
  [0xb8, 0xb9],
  [0xbb, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2010, 0x2017],
  [0x201a, 0x2023],
  [0x2025, 0x2026],
  [0x2030, 0x203b],
  [0x203d, 0x203e],
  [0x20a0, 0x20c0],
];

/** Characters that are each one grapheme cluster whatever surrounds them, but whose words need the segmenter. */
const SIMPLE_SLOW: readonly Range[] = [
  [0x3001, 0x3029],
  [0x3031, 0x303c],
  [0x3041, 0x3096],
  [0x309b, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
  [0xff01, 0xff60],
];

function buildTable(): Uint8Array {
  const table = new Uint8Array(0x10000).fill(SLOW);
  set(table, OTHERS, OTHER);
  set(table, LETTERS, LETTER);
  set(table, [[0x30, 0x39]], DIGIT);
  set(
    table,
    [
      [0x3a, 0x3a],
      [0xb7, 0xb7],
    ],
    MID_LETTER,
  );
  set(
    table,
    [
      [0x2e, 0x2e],
      [0x2018, 0x2019],
      [0x2024, 0x2024],
    ],
    MID_NUM_LET,
  );
  set(table, [[0x27, 0x27]], SINGLE_QUOTE);
  set(
    table,
    [
      [0x2c, 0x2c],
      [0x3b, 0x3b],
    ],
    MID_NUM,
  );
  set(table, [[0x5f, 0x5f]], EXTEND_NUM_LET);
  set(
    table,
    [
      [0x09, 0x0d],
      [0x20, 0x20],
    ],
    SPACE,
  );
  for (let c = 0; c < 0x10000; c++) if ((table[c] & WORD_CLASS_MASK) !== SLOW) table[c] |= SIMPLE_GRAPHEME;
  for (const [from, to] of SIMPLE_SLOW) for (let c = from; c <= to; c++) table[c] |= SIMPLE_GRAPHEME;
  flag(table, [0x2e, 0x21, 0x3f, 0x2026, 0x203c, 0x2047, 0x2048, 0x2049, 0x964, 0x965, 0x61f, 0x6d4], TERMINATOR);
  flag(table, [0x3002, 0xff01, 0xff1f, 0xff61], TERMINATOR | WIDE_TERMINATOR);
  flag(table, [0x22, 0x27, 0x29, 0x5d, 0x7d, 0x2019, 0x201d, 0xbb, 0x203a, 0x300d, 0x300f, 0xff09], CLOSER);
  return table;
}

/** The class and flags of every UTF-16 code unit. */
export const CHAR_TABLE: Uint8Array = buildTable();

/** A UTF-16 high (leading) surrogate. */
export const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
/** A UTF-16 low (trailing) surrogate. */
export const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
