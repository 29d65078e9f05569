/** Each format's escape and unescape. */
import { decodeHTMLStrict } from 'entities';
import { unescapeBackslashes, type BackslashRules } from './backslash';
import { bracedAt, hex, hexAt, u4 } from './hex';
import { escapeError } from './position';

export type FormatId =
  'json' | 'javascript' | 'template' | 'c' | 'python' | 'sql' | 'csv' | 'regex' | 'shell' | 'xml' | 'unicode';

export type UnicodeStyle = 'u4' | 'braced' | 'html';

export interface Format {
  escape: (text: string, style: UnicodeStyle) => string;
  unescape: (text: string) => string;
}

/** Replaces each UTF-16 unit matching `pattern` by `replace(unit)`. */
const escapeUnits = (text: string, pattern: RegExp, replace: (unit: string) => string) =>
  text.replace(pattern, replace);

const CONTROL_NAMES: Readonly<Record<string, string>> = {
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
};

/** Backslash escapes: a table of named ones, else `fallback` (a control character, a lone surrogate). */
function backslashEscaper(
  named: Readonly<Record<string, string>>,
  fallback: (code: number) => string,
  pattern: RegExp,
) {
  return (text: string) => escapeUnits(text, pattern, (unit) => named[unit] ?? fallback(unit.charCodeAt(0)));
}

const JSON_RULES: BackslashRules = {
  name: 'JSON',
  simple: { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' },
  u4: true,
  otherwise: 'error',
};

const JS_SIMPLE = { ...JSON_RULES.simple, "'": "'", '`': '`', v: '\v', $: '$', '{': '{', '}': '}' };
const JS_RULES: BackslashRules = {
  name: 'JavaScript',
  simple: { ...JS_SIMPLE },
  x: 'two',
  u4: true,
  uBraced: true,
  nul: true,
  lineContinuation: true,
  otherwise: 'itself',
};

const C_RULES: BackslashRules = {
  name: 'Java, C and C#',
  simple: {
    '"': '"',
    "'": "'",
    '\\': '\\',
    '?': '?',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    s: ' ',
  },
  x: 'variable',
  u4: true,
  u8: true,
  octal: true,
  otherwise: 'error',
};

const PYTHON_RULES: BackslashRules = {
  name: 'Python',
  simple: { '"': '"', "'": "'", '\\': '\\', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
  x: 'two',
  u4: true,
  u8: true,
  octal: true,
  lineContinuation: true,
  otherwise: 'kept',
};

/** `\0` in JavaScript, unless a digit follows (then `\x00`: `\01` would be octal). */
function jsEscape(text: string, quotes: Readonly<Record<string, string>>) {
  return text.replace(/[\\'"`$\p{Cc}\u2028\u2029\ud800-\udfff]/gu, (unit, at: number) => {
    if (unit in quotes) return quotes[unit];
    if (CONTROL_NAMES[unit]) return CONTROL_NAMES[unit];
    const code = unit.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) return isPaired(text, at) ? unit : u4(code);
    if (code === 0 && !/[0-9]/.test(text[at + 1] ?? '')) return '\\0';
    return code < 0x100 ? `\\x${hex(code, 2)}` : u4(code);
  });
}

/** Whether the surrogate at `at` is half of a pair (then it is written as is). */
function isPaired(text: string, at: number) {
  const code = text.charCodeAt(at);
  if (code <= 0xdbff) return (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
  return (text.charCodeAt(at - 1) & 0xfc00) === 0xd800;
}

const JS_QUOTES = { '\\': '\\\\', "'": "\\'", '"': '\\"', '`': '`', $: '$' };
const TEMPLATE_QUOTES = { '\\': '\\\\', "'": "'", '"': '"', '`': '\\`', $: '$' };

/** A template literal: `${` must not start a substitution, so every `$` before `{` is escaped. */
const templateEscape = (text: string) => jsEscape(text, TEMPLATE_QUOTES).replace(/\$(?=\{)/g, '\\$');

const cEscape = backslashEscaper(
  { '\\': '\\\\', '"': '\\"', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' },
  (code) => u4(code),
  /[\\"'\p{Cc}]/gu,
);

const pythonEscape = (text: string) =>
  text.replace(/[\\'"\p{Cc}\ud800-\udfff]/gu, (unit) => {
    if (unit === '\\' || unit === "'" || unit === '"') return `\\${unit}`;
    if (CONTROL_NAMES[unit] && unit !== '\v' && unit !== '\b' && unit !== '\f') return CONTROL_NAMES[unit];
    const code = unit.charCodeAt(0);
    return code < 0x100 ? `\\x${hex(code, 2)}` : u4(code);
  });

function sqlUnescape(text: string): string {
  for (let i = text.indexOf("'"); i !== -1; i = text.indexOf("'", i + 2))
    if (text[i + 1] !== "'") throw escapeError(text, i, 'loneQuote');
  return text.replaceAll("''", "'");
}

const CSV_NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvUnescape(text: string): string {
  if (!text.startsWith('"')) {
    const quote = text.indexOf('"');
    if (quote >= 0) throw escapeError(text, quote, 'strayQuote');
    return text;
  }
  let out = '';
  for (let i = 1; i < text.length; i++) {
    if (text[i] !== '"') {
      out += text[i];
      continue;
    }
    if (text[i + 1] === '"') {
      out += '"';
      i++;
      continue;
    }
    if (i === text.length - 1) return out;
    throw escapeError(text, i + 1, 'textAfterField');
  }
  throw escapeError(text, 0, 'unclosed', { what: 'field' });
}

const REGEX_META = /[\\^$.*+?()[\]{}|/]/g;
const REGEX_CLASSES = 'dDwWsSbBpPkc';
const REGEX_CONTROLS: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

function regexUnescape(text: string): string {
  return text
    .replace(/\\([\s\S])?/g, (escape: string, c: string | undefined, at: number) => {
      if (c === undefined) throw escapeError(text, at, 'trailingBackslash');
      if (REGEX_CONTROLS[c]) return REGEX_CONTROLS[c];
      if (REGEX_CLASSES.includes(c) || /[1-9]/.test(c)) throw escapeError(text, at, 'classEscape', { escape });
      if (c === 'x') return String.fromCharCode(hexAt(text, at, at + 2, 2));
      if (c === 'u') {
        if (text[at + 2] === '{') return String.fromCodePoint(bracedAt(text, at, at + 2)[0]);
        return String.fromCharCode(hexAt(text, at, at + 2, 4));
      }
      return c;
    })
    .replace(/\\x..|\\u\{[^}]*\}|\\u..../g, (m) => m);
}

/** POSIX shell: one single-quoted word; `'` itself as `'\''`. */
const shellEscape = (text: string) =>
  text === '' ? "''" : /^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;

/** One shell word as POSIX sh reads it: quotes, backslashes, and plain characters (no expansions). */
function shellUnescape(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) throw escapeError(text, i, 'unclosed', { what: 'single' });
      out += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      [out, i] = shellDoubleQuoted(text, i, out);
    } else if (c === '\\') {
      if (i + 1 >= text.length) throw escapeError(text, i, 'trailingBackslash');
      if (text[i + 1] !== '\n') out += text[i + 1];
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function shellDoubleQuoted(text: string, open: number, out: string): [string, number] {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '"') return [out, i + 1];
    if (c === '\\' && i + 1 < text.length && '$`"\\\n'.includes(text[i + 1])) {
      if (text[i + 1] !== '\n') out += text[i + 1];
      i++;
    } else out += c;
  }
  throw escapeError(text, open, 'unclosed', { what: 'double' });
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

function xmlUnescape(text: string): string {
  return text.replace(
    /&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?/g,
    (entity: string, body: string, at: number) => {
      if (body.startsWith('#')) {
        const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (code > 0x10ffff) throw escapeError(text, at, 'badCodePoint', { escape: entity });
        return String.fromCodePoint(code);
      }
      const decoded = decodeHTMLStrict(entity.endsWith(';') ? entity : `${entity};`);
      if (decoded === entity || decoded.endsWith(';')) throw escapeError(text, at, 'unknownEntity', { entity });
      return decoded;
    },
  );
}

/** Everything outside printable ASCII (and `\\`, `&`) as the chosen Unicode escape (pairs as one code point for \u{…} and &#x…;). */
function unicodeEscape(text: string, style: UnicodeStyle): string {
  // `\` and `&` too, so that a `\u` or `&#` already in the text reads back as itself.
  if (style === 'u4') return text.replace(/[^\x20-\x25\x27-\x5b\x5d-\x7e]/g, (unit) => u4(unit.charCodeAt(0)));
  return text.replace(/[^\x20-\x25\x27-\x5b\x5d-\x7e]/gu, (char) => {
    const code = char.codePointAt(0)!;
    return style === 'braced' ? `\\u{${hex(code, 1)}}` : `&#x${hex(code, 1)};`;
  });
}

/** `\uXXXX`, `\u{…}` and `&#x…;` (and `&#…;`) read back; a backslash not before `u` stays as it is. */
function unicodeUnescape(text: string): string {
  return text.replace(
    /\\u(\{[^}]*\}?|.{0,4})|&#[xX]([0-9a-fA-F]+);|&#([0-9]+);/gs,
    (escape: string, _u: string, hexDigits: string | undefined, decimal: string | undefined, at: number) => {
      if (hexDigits !== undefined || decimal !== undefined) {
        const code = hexDigits !== undefined ? parseInt(hexDigits, 16) : parseInt(decimal!, 10);
        if (code > 0x10ffff) throw escapeError(text, at, 'badCodePoint', { escape });
        return String.fromCodePoint(code);
      }
      if (escape[2] === '{') return String.fromCodePoint(bracedAt(text, at, at + 2)[0]);
      return String.fromCharCode(hexAt(text, at, at + 2, 4));
    },
  );
}

export const FORMATS: Readonly<Record<FormatId, Format>> = {
  json: {
    escape: (text) => JSON.stringify(text).slice(1, -1),
    unescape: (text) => unescapeBackslashes(text, JSON_RULES),
  },
  javascript: { escape: (text) => jsEscape(text, JS_QUOTES), unescape: (text) => unescapeBackslashes(text, JS_RULES) },
  template: { escape: templateEscape, unescape: (text) => unescapeBackslashes(text, JS_RULES) },
  c: { escape: cEscape, unescape: (text) => unescapeBackslashes(text, C_RULES) },
  python: { escape: pythonEscape, unescape: (text) => unescapeBackslashes(text, PYTHON_RULES) },
  sql: { escape: (text) => text.replaceAll("'", "''"), unescape: sqlUnescape },
  csv: {
    escape: (text) => (CSV_NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text),
    unescape: csvUnescape,
  },
  regex: { escape: (text) => text.replace(REGEX_META, '\\$&'), unescape: regexUnescape },
  shell: { escape: shellEscape, unescape: shellUnescape },
  xml: { escape: (text) => text.replace(/[&<>"'\t\n\r]/g, (c) => XML_ENTITIES[c]), unescape: xmlUnescape },
  unicode: { escape: unicodeEscape, unescape: unicodeUnescape },
};
