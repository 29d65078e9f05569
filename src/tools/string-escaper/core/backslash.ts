/** Reading backslash escapes, with the rules of each language that uses them (JSON, JavaScript, C family, Python). */
import { bracedAt, hexAt } from './hex';
import { escapeError } from './position';

export interface BackslashRules {
  /** The language's name in messages. */
  name: string;
  /** One-letter escapes and what they stand for. */
  simple: Readonly<Record<string, string>>;
  /** `\xHH`: exactly two digits ('two'), or one to four (C#'s, 'variable'), or one or more (C's, 'greedy'). */
  x?: 'two' | 'variable' | 'greedy';
  /** `\uXXXX`. */
  u4?: boolean;
  /** `\u{…}` (JavaScript). */
  uBraced?: boolean;
  /** `\UXXXXXXXX` (C, Python). */
  u8?: boolean;
  /** `\0` to `\377` in octal, one to three digits (C, Java, Python); JavaScript allows `\0` alone. */
  octal?: boolean;
  /** `\0` not followed by a digit is U+0000 (JavaScript). */
  nul?: boolean;
  /** A backslash before a line break joins the lines (JavaScript, Python). */
  lineContinuation?: boolean;
  /** Any other escaped character: an error, itself (JavaScript), or kept with its backslash (Python). */
  otherwise: 'error' | 'itself' | 'kept';
}

const isOctal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '7';

/** The text `text` stands for under `rules`; a bad escape throws with its line and column. */
export function unescapeBackslashes(text: string, rules: BackslashRules): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const slash = text.indexOf('\\', i);
    if (slash < 0) return out + text.slice(i);
    out += text.slice(i, slash);
    const [value, next] = readEscape(text, slash, rules);
    out += value;
    i = next;
  }
  return out;
}

/** One escape at `start` (its backslash): what it stands for and the index after it. */
function readEscape(text: string, start: number, rules: BackslashRules): [string, number] {
  const c = text[start + 1];
  if (c === undefined) throw escapeError(text, start, 'trailingBackslash');
  if (Object.hasOwn(rules.simple, c)) return [rules.simple[c], start + 2];
  if (c === 'x' && rules.x) return readX(text, start, rules.x);
  if (c === 'u' && rules.uBraced && text[start + 2] === '{') {
    const [code, next] = bracedAt(text, start, start + 2);
    return [String.fromCodePoint(code), next];
  }
  if (c === 'u' && rules.u4) return [String.fromCharCode(hexAt(text, start, start + 2, 4)), start + 6];
  if (c === 'U' && rules.u8) {
    const code = hexAt(text, start, start + 2, 8);
    if (code > 0x10ffff) throw escapeError(text, start, 'badCodePoint', { escape: text.slice(start, start + 10) });
    return [String.fromCodePoint(code), start + 10];
  }
  if (rules.nul && c === '0' && !/[0-9]/.test(text[start + 2] ?? '')) return ['\0', start + 2];
  if (rules.octal && isOctal(c)) {
    let end = start + 2;
    while (end < start + 4 && isOctal(text[end])) end++;
    const code = parseInt(text.slice(start + 1, end), 8);
    if (code <= 0xff) return [String.fromCharCode(code), end];
    return [String.fromCharCode(parseInt(text.slice(start + 1, end - 1), 8)), end - 1];
  }
  if (rules.lineContinuation && (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029'))
    return ['', start + (c === '\r' && text[start + 2] === '\n' ? 3 : 2)];
  if (rules.otherwise === 'kept') return ['\\' + c, start + 2];
  if (rules.otherwise === 'itself' && !/[0-9xuU]/.test(c)) {
    const width = c.length + (c.codePointAt(0)! > 0xffff ? 1 : 0);
    return [text.slice(start + 1, start + 1 + width), start + 1 + width];
  }
  if (rules.otherwise === 'itself' && /[1-9]/.test(c)) throw escapeError(text, start, 'octal', { escape: `\\${c}` });
  throw escapeError(text, start, 'unknownEscape', { escape: `\\${c}`, format: rules.name });
}

function readX(text: string, start: number, kind: NonNullable<BackslashRules['x']>): [string, number] {
  if (kind === 'two') return [String.fromCharCode(hexAt(text, start, start + 2, 2)), start + 4];
  let end = start + 2;
  const max = kind === 'variable' ? start + 6 : Infinity;
  while (end < max && end < text.length && /[0-9a-fA-F]/.test(text[end])) end++;
  if (end === start + 2) throw escapeError(text, start, 'badHex', { escape: '\\x' });
  const code = parseInt(text.slice(start + 2, end), 16);
  if (code > 0x10ffff) throw escapeError(text, start, 'badCodePoint', { escape: text.slice(start, end) });
  return [String.fromCodePoint(code), end];
}
