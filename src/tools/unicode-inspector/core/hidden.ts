/**
 * What the eye cannot see: zero-width characters, bidirectional controls (the "Trojan Source" trick), unusual
 * spaces, other control characters, and letters of another script that look Latin (after Unicode's confusables,
 * UTS #39, as a compact table of the Cyrillic and Greek look-alikes). Each finding says what the clean-up does with
 * it: remove it, or replace it (a space for an unusual space, the Latin letter for a look-alike).
 */

export type HiddenKind = 'zero-width' | 'bidi' | 'space' | 'control' | 'lookalike';

export interface Hidden {
  /** The character's UTF-16 offset in the text, and its length (2 above U+FFFF). */
  index: number;
  length: number;
  codePoint: number;
  kind: HiddenKind;
  /** Its short name on the marked text ('ZWSP', 'RLO'), or the look-alike's Latin letter. */
  label: string;
  /** What the clean-up puts in its place ('' removes it). */
  replacement: string;
  line: number;
  column: number;
}

/** Zero-width and other invisible characters, by code point, with their short names. */
const ZERO_WIDTH: Readonly<Record<number, string>> = {
  0xad: 'SHY',
  0x34f: 'CGJ',
  0x115f: 'HCF',
  0x1160: 'HJF',
  0x17b4: 'KIVAQ',
  0x17b5: 'KIVAA',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x2060: 'WJ',
  0x2061: 'FA',
  0x2062: 'IT',
  0x2063: 'IS',
  0x2064: 'IP',
  0x3164: 'HF',
  0xfeff: 'BOM',
  0xffa0: 'HWHF',
};

const BIDI: Readonly<Record<number, string>> = {
  0x61c: 'ALM',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
};

const SPACES: Readonly<Record<number, string>> = {
  0xa0: 'NBSP',
  0x1680: 'OGHAM',
  0x2000: 'NQSP',
  0x2001: 'MQSP',
  0x2002: 'ENSP',
  0x2003: 'EMSP',
  0x2004: '3/MSP',
  0x2005: '4/MSP',
  0x2006: '6/MSP',
  0x2007: 'FSP',
  0x2008: 'PSP',
  0x2009: 'THSP',
  0x200a: 'HSP',
  0x2028: 'LSEP',
  0x2029: 'PSEP',
  0x202f: 'NNBSP',
  0x205f: 'MMSP',
  0x3000: 'IDSP',
};

/**
 * Letters of other scripts that look like a Latin letter (Unicode's confusables.txt, the prototypes that are one
 * Latin letter), as pairs: the look-alikes, then the Latin letters they pass for, in the same order.
 */
const LOOKALIKES: readonly [string, string][] = [
  // Cyrillic
  ['аеорсухѕіјԁԛԝһӏɡ', 'aeopcyxsijdqwhlg'],
  ['АВЕКМНОРСТХУЅІЈԚԜҮӀ', 'ABEKMHOPCTXYSIJQWYI'],
  // Greek
  ['οαινρϲϳ', 'oaivpcj'],
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹ', 'ABEZHIKMNOPTYXC'],
];

const LATIN_FOR = new Map<string, string>(
  LOOKALIKES.flatMap(([others, latin]) => [...others].map((char, i): [string, string] => [char, latin[i]])),
);

/** A control character other than tab, line feed and carriage return (C0, DEL, C1), or a tag (ASCII smuggling). */
const isOtherControl = (cp: number) =>
  (cp < 0x20 && cp !== 9 && cp !== 10 && cp !== 13) || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xe0000 && cp <= 0xe007f);

/** The short name of an invisible character or unusual space ('ZWSP', 'RLO', 'NBSP'), whether or not it is a finding. */
export const invisibleLabel = (cp: number): string | undefined => ZERO_WIDTH[cp] ?? BIDI[cp] ?? SPACES[cp];

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** What kind of hidden character `cp` is, its label and replacement; undefined for an ordinary one. */
function hiddenKind(cp: number): Pick<Hidden, 'kind' | 'label' | 'replacement'> | undefined {
  if (ZERO_WIDTH[cp]) return { kind: 'zero-width', label: ZERO_WIDTH[cp], replacement: '' };
  if (BIDI[cp]) return { kind: 'bidi', label: BIDI[cp], replacement: '' };
  if (SPACES[cp]) return { kind: 'space', label: SPACES[cp], replacement: cp === 0x2028 || cp === 0x2029 ? '\n' : ' ' };
  if (isOtherControl(cp)) return { kind: 'control', label: `U+${hex(cp)}`, replacement: '' };
  return undefined;
}

const LATIN_LETTER = /\p{Script=Latin}/u;
const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * The look-alikes worth a mark: in a word that also has Latin letters ("pаypal"), or in a word made only of
 * look-alikes ("сор") in a text whose letters are mostly Latin. A Russian or Greek text keeps its own letters.
 */
function lookalikeIndexes(text: string): Set<number> {
  const found = new Set<number>();
  let latin = 0;
  let other = 0;
  for (const char of text) {
    if (LATIN_LETTER.test(char)) latin++;
    else if (/\p{L}/u.test(char)) other++;
  }
  const mostlyLatin = latin > other;
  for (const word of text.matchAll(WORD)) {
    const chars = [...word[0]];
    const alike = chars.filter((char) => LATIN_FOR.has(char)).length;
    if (alike === 0) continue;
    const mixed = chars.some((char) => LATIN_LETTER.test(char));
    if (!mixed && !(mostlyLatin && alike === chars.length)) continue;
    let offset = word.index;
    for (const char of chars) {
      if (LATIN_FOR.has(char)) found.add(offset);
      offset += char.length;
    }
  }
  return found;
}

/** The code point that ends just before `index`. */
function codePointBefore(text: string, index: number): number {
  const unit = text.charCodeAt(index - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && index >= 2 ? text.codePointAt(index - 2)! : unit;
}

const EMOJI_END = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;

/** A zero-width joiner between two emoji joins them into one (a family, a profession): it is no hidden character. */
const joinsEmoji = (text: string, index: number) =>
  index > 0 &&
  EMOJI_END.test(String.fromCodePoint(codePointBefore(text, index))) &&
  EMOJI.test(String.fromCodePoint(text.codePointAt(index + 1) ?? 0));

/** Every hidden character of the text, in order, with its line and column (1-based, in code points). */
export function findHidden(text: string): Hidden[] {
  const found: Hidden[] = [];
  const lookalikes = lookalikeIndexes(text);
  let line = 1;
  let column = 1;
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index)!;
    const length = codePoint > 0xffff ? 2 : 1;
    const char = text.slice(index, index + length);
    const kind = lookalikes.has(index)
      ? { kind: 'lookalike' as const, label: LATIN_FOR.get(char)!, replacement: LATIN_FOR.get(char)! }
      : hiddenKind(codePoint);
    if (kind && !(codePoint === 0x200d && joinsEmoji(text, index)))
      found.push({ index, length, codePoint, ...kind, line, column });
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
    index += length;
  }
  return found;
}

export interface CleanUpOptions {
  /** Replace look-alike letters with the Latin ones (else they stay). */
  lookalikes: boolean;
}

/** The text with its hidden characters removed or replaced, and how many of each kind. */
export function cleanUp(text: string, { lookalikes }: CleanUpOptions) {
  const counts: Record<HiddenKind, number> = { 'zero-width': 0, bidi: 0, space: 0, control: 0, lookalike: 0 };
  const parts: string[] = [];
  let from = 0;
  for (const hidden of findHidden(text)) {
    if (hidden.kind === 'lookalike' && !lookalikes) continue;
    parts.push(text.slice(from, hidden.index), hidden.replacement);
    from = hidden.index + hidden.length;
    counts[hidden.kind]++;
  }
  parts.push(text.slice(from));
  return { text: parts.join(''), counts };
}
