/**
 * The symbologies offered, each with how its content is checked: the GS1 numbers (EAN, UPC, ITF-14) take their
 * digits with or without the check digit (computed, or checked), Code 39 and Code 128 their character sets, and
 * the 2D codes any text. A fault names the symbology, the rule and the position of the first bad character.
 */
import { gs1CheckDigit, upceToUpca } from './check-digits';
import { fault } from './faults';

export type SymbologyId =
  'code128' | 'ean13' | 'ean8' | 'upca' | 'upce' | 'code39' | 'itf14' | 'datamatrix' | 'pdf417' | 'azteccode';

export interface Symbology {
  id: SymbologyId;
  name: string;
  /** A 2D symbol: no human-readable text under it. */
  twoD: boolean;
  example: string;
}

export const SYMBOLOGIES: readonly Symbology[] = [
  { id: 'code128', name: 'Code 128', twoD: false, example: 'DEVTOOLBOX-2026' },
  { id: 'ean13', name: 'EAN-13', twoD: false, example: '978030640615' },
  { id: 'ean8', name: 'EAN-8', twoD: false, example: '9638507' },
  { id: 'upca', name: 'UPC-A', twoD: false, example: '03600029145' },
  { id: 'upce', name: 'UPC-E', twoD: false, example: '0123456' },
  { id: 'code39', name: 'Code 39', twoD: false, example: 'CODE 39-A' },
  { id: 'itf14', name: 'ITF-14', twoD: false, example: '1540014128876' },
  { id: 'datamatrix', name: 'Data Matrix', twoD: true, example: 'https://example.com/' },
  { id: 'pdf417', name: 'PDF417', twoD: true, example: 'PDF417 holds long text' },
  { id: 'azteccode', name: 'Aztec', twoD: true, example: 'Aztec code' },
];

export const symbologyOf = (id: SymbologyId): Symbology => SYMBOLOGIES.find((s) => s.id === id) ?? SYMBOLOGIES[0];

/** What a symbol is made of: the text given to bwip-js, and the check digit when the symbology has one. */
export interface Content {
  text: string;
  check: { digit: number; computed: boolean } | null;
}

const GS1 = {
  ean13: { body: 12 },
  ean8: { body: 7 },
  upca: { body: 11 },
  itf14: { body: 13 },
} as const;

function firstNonDigit(name: string, lengths: readonly [number, number], text: string): void {
  const at = [...text].findIndex((c) => c < '0' || c > '9');
  if (at >= 0) throw fault('notDigit', { symbology: name, lengths, char: [...text][at], position: at + 1 });
}

/** The digits of a GS1 number with its check digit: computed when left out, else checked. */
function gs1(name: string, text: string, body: number, checkOf: (body: string) => number = gs1CheckDigit): Content {
  const lengths = [body, body + 1] as const;
  firstNonDigit(name, lengths, text);
  if (text.length !== body && text.length !== body + 1)
    throw fault('wrongLength', { symbology: name, lengths, found: text.length });
  const digit = checkOf(text.slice(0, body));
  if (text.length === body) return { text: text + digit, check: { digit, computed: true } };
  if (Number(text[body]) !== digit) throw fault('wrongCheck', { symbology: name, expected: digit, found: text[body] });
  return { text, check: { digit, computed: false } };
}

function upce(text: string): Content {
  firstNonDigit('UPC-E', [7, 8], text);
  if (text.length && text[0] !== '0' && text[0] !== '1') throw fault('upceSystem', { found: text[0] });
  return gs1('UPC-E', text, 7, (body) => gs1CheckDigit(upceToUpca(body[0], body.slice(1))));
}

const CODE39 = /^[0-9A-Z .$/+%-]$/;

function charset(name: string, set: 'code39' | 'ascii', text: string, allowed: (c: string) => boolean): Content {
  const chars = [...text];
  const at = chars.findIndex((c) => !allowed(c));
  if (at >= 0) throw fault('notInSet', { symbology: name, set, char: chars[at], position: at + 1 });
  return { text, check: null };
}

/** Text as its UTF-8 bytes, one character per byte: what bwip-js encodes in a 2D symbol (readers take it as UTF-8). */
const utf8Bytes = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

/** The content for the symbology, checked; a fault throws the tool's ToolError naming it. Text is not trimmed. */
export function contentFor(id: SymbologyId, text: string): Content {
  const { name } = symbologyOf(id);
  switch (id) {
    case 'ean13':
    case 'ean8':
    case 'upca':
    case 'itf14':
      return gs1(name, text, GS1[id].body);
    case 'upce':
      return upce(text);
    case 'code39':
      return charset(name, 'code39', text, (c) => CODE39.test(c));
    case 'code128':
      return charset(name, 'ascii', text, (c) => c >= ' ' && c <= '~');
    default:
      return { text: utf8Bytes(text), check: null };
  }
}
