/**
 * Smart paste: what a pasted text looks like, and which tools take it, best first.
 *
 * Every check is bounded, so detection costs about the same on 1 KB as on 50 MB: exact shapes (UUID, colour,
 * timestamp, JWT, URL) only look at short text, JSON is parsed in full up to FULL_PARSE_CHARS, and the
 * heuristic checks (markup, CSS, JavaScript, Base64, escapes) read a bounded prefix (HEURISTIC_PREFIX), which
 * decides what a text is as well as the whole would: a stylesheet does not turn into JavaScript after 64 KB.
 * The detectors read only a `TextSample` (./detect-sample), which holds just that, so a long paste can be
 * detected in a worker from its sample (`detectSample`).
 */
import { decodeBytes, locatePayload, sniffSignature, utf8OrNull } from '../../tools/base64/core';
import { decodeHtml } from '../../tools/html-entities/core';
import { parseRgbFunction } from '../../tools/rgb-to-hex/core';
import { parseColour } from '../shared/colour/css';
import { isMorse } from '../../tools/morse-code/core';
import { holdsPunycode } from '../../tools/punycode-converter/core';
import { invisibleLabel } from '../../tools/unicode-inspector/core/hidden';
import { decodeUrl } from '../../tools/url-encoding/core';
import { formatUtc } from '../../tools/unix-time-converter/core';
import { inspectUuid } from '../../tools/uuid-generator/core/inspect';
import { parseRegexLiteral } from '../../tools/regex-tester/core/literal';
import { parseRequest } from '../../tools/unit-converter/core/parse';
import { looksLikeCron } from '../../tools/cron-parser/core/looks-like';
import { looksLikeUserAgent } from '../../tools/user-agent-parser/core/looks-like';
import type { Tool } from './catalogue';
import { FULL_PARSE_CHARS, JSON_TAIL_CHARS, sampleOf, startsLikeJson, type TextSample } from './detect-sample';
import { declaresSchema } from '../../tools/json-schema-validator/core/declares-schema';
import { parseIpv4, parseIpv6 } from '../shared/ip-address';
import { ISO_DURATION_SHAPE } from '../../tools/date-calculator/core/duration';

export { FULL_PARSE_CHARS, HEURISTIC_PREFIX, sampleOf, type TextSample } from './detect-sample';

export interface Detection {
  toolId: string;
  /** Why, in a short sentence: 'Looks like JSON (an object with 3 keys)'. */
  reason: string;
  /** Higher is a better match; only the order matters. */
  score: number;
}

/** Exact shapes (UUID, colour, timestamp, URL, JWT) are never longer than this. */
const SHORT_CHARS = 16 * 1024;

type Detector = (text: TextSample) => Detection[];

const hit = (toolId: string, score: number, reason: string): Detection => ({ toolId, score, reason });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const detectJson: Detector = ({ head, complete, length, whole, tail }) => {
  if (!startsLikeJson(head)) return [];
  if (length > FULL_PARSE_CHARS) {
    const last = tail.slice(-JSON_TAIL_CHARS).trimEnd().slice(-1);
    if ((head[0] === '{' && last === '}') || (head[0] === '[' && last === ']'))
      return [
        hit(
          'json-formatter',
          90,
          `Looks like JSON (${head[0] === '{' ? 'an object' : 'an array'}, too long to check in full)`,
        ),
      ];
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(complete ? head : whole);
  } catch {
    return [];
  }
  const shape = Array.isArray(value)
    ? `an array of ${plural(value.length, 'item')}`
    : `an object with ${plural(Object.keys(value as object).length, 'key')}`;
  const json = hit('json-formatter', 100, `Looks like JSON (${shape})`);
  // A schema names its draft in a top-level "$schema": first to the validator, the formatter next.
  if (declaresSchema(value))
    return [hit('json-schema-validator', 110, 'Looks like a JSON Schema (it has "$schema")'), json];
  return [json];
};

const HTML_TAGS =
  /<(!doctype html|html|head|body|div|span|p|a|img|script|style|link|meta|table|tr|td|ul|ol|li|h[1-6]|form|input|button|section|header|footer|nav|main|article|br|hr|em|strong|b|i|label|select|option|textarea|iframe|template)[\s>/]/gi;

/** A document whose root is <svg>: nothing but an XML declaration, comments and an SVG doctype before it. */
const SVG_START = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:(?!-->)[\s\S])*-->\s*|<!doctype svg[^>]*>\s*)*<svg[\s>/]/i;

const detectMarkup: Detector = ({ head, complete }) => {
  if (!/^<[!?a-z]/i.test(head) || (complete && !head.endsWith('>'))) return [];
  const tags = head.match(/<\/?[a-z][\w.:-]*[^<>]*>/gi)?.length ?? 0;
  if (tags < 1) return [];
  const htmlTags = head.match(HTML_TAGS)?.length ?? 0;
  const xmlDecl = /^<\?xml[\s?]/i.test(head);
  // An SVG file is XML even though its elements share names with HTML's (a, style, script).
  const svgRoot = /^svg$/i.test(/<([a-z][\w.:-]*)/i.exec(head)?.[1] ?? '');
  const html = !xmlDecl && !svgRoot && (htmlTags > 0 || /^<!doctype html/i.test(head));
  const count = `${plural(tags, 'tag')}${complete ? '' : ' in the first 64 KB'}`;
  if (html) {
    return [
      hit('html-formatter', 80, `Looks like HTML (${count})`),
      hit('html-encoder', 30, 'HTML markup: escape it to show it as text'),
      hit('xml-formatter', 20, `Markup that may be XHTML (${count})`),
    ];
  }
  // The formatter stays first for XML (formatting is what a paste of XML is most often for); the converter is next.
  const xml = [
    hit('xml-formatter', 80, `Looks like XML (${xmlDecl ? 'an XML declaration, ' : ''}${count})`),
    hit('xml-json-converter', 60, `XML: convert it to JSON (${count})`),
    hit('html-encoder', 25, 'Markup: escape it to show it as text'),
  ];
  // An SVG document (<svg first, after an XML declaration or comments only) is most often pasted to be optimised.
  return SVG_START.test(head) ? [hit('svg-optimizer', 90, `Looks like an SVG image (${count})`), ...xml] : xml;
};

// Signs of a script that a stylesheet never has ('var(' is CSS, 'var x' is not).
const CODE_ONLY = /\bfunction\s*[\w$]*\s*\(|\b(const|let|var)\s+[\w$]|=>|\b(import|export)\s+[\w{*]/;
const CSS_RULE = /(^|[}\s])[^{}<>;'"`]{1,200}\{\s*(--)?[a-z-]+\s*:\s*[^;{}]+(;|\s*\})/gi;

const detectCss: Detector = ({ head }) => {
  if (/^[[{<]/.test(head) || CODE_ONLY.test(head.slice(0, 4096))) return [];
  const rules = head.match(CSS_RULE)?.length ?? 0;
  const atRules = /^\s*@(media|import|font-face|keyframes|charset|supports|layer)\b/m.test(head);
  if (rules === 0 && !(atRules && head.includes('{'))) return [];
  return [hit('css-formatter', 75, `Looks like CSS (${plural(rules, 'rule')}${atRules ? ' and at-rules' : ''})`)];
};

const JS_SIGNS: readonly [RegExp, string][] = [
  [/\bfunction\s*[\w$]*\s*\(/, 'function'],
  [/\b(const|let|var)\s+[\w${[]/, 'declarations'],
  [/=>/, 'arrow functions'],
  [/\b(import|export)\s+[\w{*]/, 'modules'],
  [/\brequire\(\s*['"]/, 'require'],
  [/\breturn\b[^;\n]*;?/, 'return'],
  [/\b(console|document|window)\.\w+/, 'browser globals'],
  [/\b(if|for|while)\s*\([^)]*\)\s*\{/, 'control flow'],
  [/;\s*$/m, 'semicolons'],
];

const detectJavaScript: Detector = ({ head }) => {
  if (/^[<{[]/.test(head) && !/^\{\s*\n?\s*(const|let|var|function)\b/.test(head)) return [];
  const found = JS_SIGNS.filter(([pattern]) => pattern.test(head)).map(([, name]) => name);
  // Two distinct signs: a sentence can say "return" or end with ";", code has both and more.
  if (found.length < 2 || !/[(){};=]/.test(head)) return [];
  return [hit('js-formatter', 60 + found.length, `Looks like JavaScript (${found.slice(0, 3).join(', ')})`)];
};

// SQL: a statement at the start (after comments), in the shape SQL gives it and prose does not ('Select one
// from the list.' has no list, clause or semicolon; 'Create table of contents' no parenthesis after the name).
const SQL_NAME = String.raw`[\w$."\`\[\]]+`;
const SQL_START = /^(?:\s+|--[^\n]*(?:\n|$)|#[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const SQL_STATEMENTS: readonly [RegExp, string][] = [
  [/^(?:select|with)\b[\s\S]{0,2000}?\bfrom\s+[\w$."`[\]]/i, 'SELECT'],
  [
    new RegExp(
      String.raw`^insert\s+(?:ignore\s+)?into\s+${SQL_NAME}\s*(?:\([^)]*\)\s*)?(?:values|select|default)\b`,
      'i',
    ),
    'INSERT',
  ],
  [new RegExp(String.raw`^update\s+${SQL_NAME}\s+set\s+${SQL_NAME}\s*=`, 'i'), 'UPDATE'],
  [new RegExp(String.raw`^delete\s+from\s+${SQL_NAME}\s*(?:where\b|;|$)`, 'i'), 'DELETE'],
  [
    new RegExp(
      String.raw`^create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:unique\s+)?(?:table|view|index|function|procedure|trigger|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?${SQL_NAME}\s*(?:\(|as\b|on\b)`,
      'i',
    ),
    'CREATE',
  ],
  [
    new RegExp(
      String.raw`^(?:alter|drop)\s+(?:table|view|index)\s+(?:if\s+exists\s+)?${SQL_NAME}\s*(?:;|$|add\b|drop\b|alter\b|rename\b)`,
      'i',
    ),
    'ALTER or DROP',
  ],
];
/** What a SELECT has beyond 'select … from …': a list, another clause or a statement's end. */
const SELECT_SIGNS = /[*,;=]|\b(?:where|join|group\s+by|order\s+by|limit|having|union)\b/i;

const detectSql: Detector = ({ head }) => {
  const text = head.slice(0, 4096).replace(SQL_START, '');
  const found = SQL_STATEMENTS.find(([pattern]) => pattern.test(text));
  if (!found || (found[1] === 'SELECT' && !SELECT_SIGNS.test(text.slice(0, 2000)))) return [];
  return [
    hit(
      'sql-formatter',
      70,
      `Looks like SQL (${found[1] === 'ALTER or DROP' ? 'a schema change' : `a ${found[1]} statement`})`,
    ),
  ];
};

const detectJwt: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS) return [];
  const parts = /^([\w-]+)\.([\w-]+)\.([\w-]*)$/.exec(head);
  if (!parts) return [];
  const header = jsonOfBase64(parts[1]);
  if (!header || typeof header !== 'object' || !('alg' in header)) return [];
  return [hit('jwt-decoder', 100, `Looks like a JWT (algorithm ${String(header.alg)})`)];
};

/** PEM labels the certificate decoder reads, and what to call them. */
const PEM_KINDS: Readonly<Record<string, string>> = {
  CERTIFICATE: 'a PEM certificate',
  'TRUSTED CERTIFICATE': 'a PEM certificate',
  'CERTIFICATE REQUEST': 'a certificate signing request',
  'NEW CERTIFICATE REQUEST': 'a certificate signing request',
  'PUBLIC KEY': 'a PEM public key',
  'RSA PUBLIC KEY': 'a PEM public key',
};
const PEM_START = /^\s*-----BEGIN ([A-Z ]+)-----\r?\n/;
const SSH_PUBLIC_KEY = /^\s*(ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+) AAAA[A-Za-z0-9+/]{40,}={0,2}(\s|$)/;

/** A PEM certificate, CSR or public key (by its first BEGIN line), or an OpenSSH public key line. */
const detectPem: Detector = ({ head }) => {
  const kind = PEM_KINDS[PEM_START.exec(head)?.[1] ?? ''];
  if (kind) return [hit('x509-decoder', 95, `Looks like ${kind}`)];
  const ssh = SSH_PUBLIC_KEY.exec(head);
  return ssh ? [hit('x509-decoder', 90, `Looks like an OpenSSH public key (${ssh[1]})`)] : [];
};

function jsonOfBase64(part: string): unknown {
  try {
    const text = utf8OrNull(decodeBytes(part));
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const MIN_BASE64_CHARS = 8;
const MIN_MAGIC_BYTES = 3;
/** Readable text: no control characters other than tab, LF and CR, and no replacement character. */
function isReadable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const control = (c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd;
    if (control) return false;
  }
  return text.trim() !== '';
}

const detectBase64: Detector = ({ head, complete }) => {
  const source = locatePayload(head);
  if (source.payloadStart > 0) {
    const type = source.mimeType || 'no media type';
    // The decoder also takes a percent-encoded data URL (data:image/svg+xml,%3Csvg...).
    return [hit('base64-decoder', 95, `Looks like a ${source.base64 ? 'Base64 ' : ''}data URL (${type})`)];
  }
  // Base64 comes as one run, or as lines of one run each (wrapped at 64 or 76): spaces inside a line make it words,
  // and random words of letters and digits decode to readable UTF-8 often enough to be claimed.
  if (/\S[ \t]+\S/.test(head)) return [];
  const compact = head.replace(/\s+/g, '');
  if (compact.length < MIN_BASE64_CHARS || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return [];
  // Base64 is written in one alphabet: '+' and '/' (standard) or '-' and '_' (URL-safe), never both.
  if (/[+/]/.test(compact) && /[-_]/.test(compact)) return [];
  // A cut prefix is decoded up to a whole group, so the cut itself is not an error.
  const payload = complete ? compact : compact.slice(0, compact.length - (compact.length % 4));
  let bytes: Uint8Array;
  try {
    bytes = decodeBytes(payload);
  } catch {
    return [];
  }
  const text = utf8OrNull(bytes);
  // Random letters and digits are valid Base64 too: claim it only when the bytes are readable text or a known file.
  if (text !== null && isReadable(text)) {
    return [hit('base64-decoder', 70, `Looks like Base64 (decodes to text: "${preview(text)}")`)];
  }
  // A 2-byte magic number ("BM") turns up in random letters about once in 240,000 pastes: ask for 3 bytes or more.
  const mimeType = text === null ? sniffSignature(bytes, MIN_MAGIC_BYTES) : '';
  if (mimeType !== '') return [hit('base64-decoder', 70, `Looks like Base64 (a ${mimeType} file)`)];
  return [];
};

const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 24 ? `${line.slice(0, 24)}…` : line;
};

const detectUrlEncoded: Detector = ({ head, complete }) => {
  const escapes = head.match(/%[0-9a-f]{2}/gi)?.length ?? 0;
  if (escapes === 0 || /%(?![0-9a-f]{2})/i.test(head)) return [];
  if (complete) {
    try {
      decodeUrl(head);
    } catch {
      return [];
    }
  }
  return [
    hit('url-decoder', 65 + Math.min(escapes, 10), `Contains URL-encoded characters (${plural(escapes, 'escape')})`),
  ];
};

const detectUrl: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS || !/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+\S*$/i.test(head)) return [];
  let url: URL;
  try {
    url = new URL(head);
  } catch {
    return [];
  }
  return [hit('url-parser', 90, `Looks like a URL (${url.protocol.slice(0, -1)} on ${url.host || 'no host'})`)];
};

/** A 2FA key URI: the type only in the reason, never the secret it carries. */
const detectOtpUri: Detector = ({ head, complete }) => {
  const match = complete && head.length <= 4096 ? /^otpauth:\/\/(totp|hotp)\/\S*$/i.exec(head) : null;
  return match ? [hit('otp-generator', 96, `Looks like a 2FA otpauth:// URI (${match[1].toUpperCase()})`)] : [];
};

// A plausible date: 1980-01-01 to 2100-01-01 (seconds), so a random run of digits is rarely a "timestamp".
const EARLIEST_S = 315_532_800;
const LATEST_S = 4_102_444_800;

const detectTimestamp: Detector = ({ head }) => {
  const match = /^(\d{9,10}|\d{12,13})$/.exec(head);
  if (!match) return [];
  const ms = head.length >= 12;
  const value = Number(head);
  const seconds = ms ? value / 1000 : value;
  if (seconds < EARLIEST_S || seconds >= LATEST_S) return [];
  const when = formatUtc(ms ? value : value * 1000);
  return [
    hit('unix-time-converter', 95, `Looks like a Unix timestamp in ${ms ? 'milliseconds' : 'seconds'} (${when} UTC)`),
  ];
};

const detectDuration: Detector = ({ head, complete }) =>
  complete && head.length <= 64 && ISO_DURATION_SHAPE.test(head)
    ? [hit('date-calculator', 90, `Looks like an ISO 8601 duration (${head})`)]
    : [];

/** A CSS colour function (or CMYK) and nothing else: its name, then numbers, units, `none`, a space for color(). */
const COLOUR_FUNCTION =
  /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|device-cmyk|cmyk)\(\s*(?:[a-z][\w-]*\s+)?[\d\s.,/%+-]*(?:(?:deg|rad|grad|turn|none|e)[\d\s.,/%+-]*)*\)$/i;

/** A colour function the colour converter reads (the shape first, so most text never reaches the reader). */
function colourFunction(head: string): string | null {
  const shape = head.length <= 200 ? COLOUR_FUNCTION.exec(head) : null;
  if (!shape) return null;
  try {
    parseColour(head);
    return shape[1].toLowerCase();
  } catch {
    return null;
  }
}

const detectColour: Detector = ({ head }) => {
  // A hex colour stays with HEX to RGB; the converter, which shows it in every form, comes second.
  if (/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(head)) {
    return [
      hit('hex-to-rgb', 95, `Looks like a hex colour (${head})`),
      hit('color-converter', 60, 'A hex colour: every other CSS form of it'),
    ];
  }
  const found: Detection[] = [];
  const name = colourFunction(head);
  if (name) found.push(hit('color-converter', 96, `Looks like a CSS colour (${name}())`));
  // RGB to HEX's sliders take an rgb() too: second to the converter.
  const rgb = parseRgbFunction(head);
  if (rgb) found.push(hit('rgb-to-hex', 95, `Looks like an RGB colour (${rgb.r}, ${rgb.g}, ${rgb.b})`));
  return found;
};

const detectUuid: Detector = ({ head }) => {
  if (
    head.length > 48 ||
    !/^(urn:uuid:)?\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i.test(head)
  )
    return [];
  try {
    const info = inspectUuid(head);
    const kind = info.special ?? (info.variant === 'RFC 9562' ? `version ${info.version}` : info.variant);
    return [hit('uuid-generator', 95, `Looks like a UUID (${kind})`)];
  } catch {
    return [];
  }
};

/** A User-Agent header value (a browser's "Mozilla/5.0 (…) …", a crawler's "name/1.0 (+https://…)"). */
const detectUserAgent: Detector = ({ head, complete }) =>
  complete && looksLikeUserAgent(head) ? [hit('user-agent-parser', 96, 'Looks like a user agent string')] : [];

/** A cron expression (5 to 7 fields with a * or ?, or a macro such as @hourly). */
const detectCron: Detector = ({ head, complete }) =>
  complete && looksLikeCron(head) ? [hit('cron-parser', 96, 'Looks like a cron expression')] : [];

/** A password hash string as the password hasher writes and verifies them: bcrypt, Argon2, scrypt, PBKDF2 (PHC forms). */
const PASSWORD_HASH: readonly [RegExp, string][] = [
  [/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/, 'bcrypt'],
  [/^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'Argon2'],
  [/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'scrypt'],
  [/^\$pbkdf2-sha(1|256|512)\$i=\d+,l=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'PBKDF2'],
];

const detectPasswordHash: Detector = ({ head }) => {
  if (head.length > 400 || !head.startsWith('$')) return [];
  const found = PASSWORD_HASH.find(([shape]) => shape.test(head));
  return found ? [hit('password-hasher', 95, `Looks like a ${found[1]} password hash`)] : [];
};

const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;

const detectEntities: Detector = ({ head }) => {
  const entities = head.match(ENTITY) ?? [];
  if (entities.length === 0 || decodeHtml(entities.join('')) === entities.join('')) return [];
  const examples = [...new Set(entities)].slice(0, 3).join(' ');
  return [hit('html-decoder', 60 + Math.min(entities.length, 10), `Contains HTML entities (${examples})`)];
};

const detectBytes: Detector = ({ head, complete }) => {
  if (!complete) return [];
  const bits = head.split(/\s+/);
  if (bits.every((b) => /^[01]{8}$/.test(b))) {
    return [hit('binary-converter', 85, `Looks like binary bytes (${plural(bits.length, 'byte')})`)];
  }
  const hexBytes = head.split(/[\s,]+/); // the separators the binary converter reads
  const spaced = hexBytes.length >= 2 && hexBytes.every((b) => /^(0x)?[0-9a-f]{2}$/i.test(b));
  const packed = /^[0-9a-f]+$/i.test(head) && head.length % 2 === 0 && head.length >= 8 && /[a-f]/i.test(head);
  if (spaced || packed) {
    const count = spaced ? hexBytes.length : head.length / 2;
    return [hit('binary-converter', spaced ? 80 : 55, `Looks like hex bytes (${plural(count, 'byte')})`)];
  }
  return [];
};

/**
 * Morse code: only dots, dashes, spaces, slashes and line breaks, with both a dot and a dash and at least two codes,
 * so a YAML '---', a Markdown rule '- - -' or an ellipsis stays what it is.
 */
/** Adobe Ascii85 is the one encoded text here with a shape of its own: `<~ … ~>` (Base32 or Base58 look like words). */
const detectAscii85: Detector = ({ head, complete }) => {
  if (complete ? !/^<~[!-uz\s]+~>$/.test(head) : !/^<~[!-uz\s]+$/.test(head)) return [];
  return [hit('base-encoder', 85, 'Looks like Ascii85 (between <~ and ~>)')];
};

/** A domain, address or list holding an `xn--` label: Punycode / IDN's To Unicode. */
const detectPunycode: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS || !holdsPunycode(head)) return [];
  return [hit('punycode-converter', 85, 'Looks like a punycode domain (xn--)')];
};

const detectMorse: Detector = ({ head, complete }) => {
  if (!isMorse(head) || !head.includes('.') || !head.includes('-') || !/[.-]\s+[.-]/.test(head)) return [];
  const codes = `${plural(head.match(/[.-]+/g)?.length ?? 0, 'code')}${complete ? '' : ' in the first 64 KB'}`;
  return [hit('morse-code', 85, `Looks like Morse code (${codes})`)];
};

/** Characters nobody types on purpose: zero-width spaces and joiners, bidi controls, a BOM past the start, tags. */
const HIDDEN = /[\u200B\u2060\u202A-\u202E\u2066-\u2069\u061C]|(?<!^)\uFEFF|[\u{E0000}-\u{E007F}]/gu;

/**
 * Hidden characters (a "Trojan Source" override, a zero-width space): the Unicode Inspector shows and removes them.
 * Second to a tool that takes the text's format (JSON with a zero-width space is still JSON).
 */
const detectHidden: Detector = ({ head }) => {
  const found = head.match(HIDDEN);
  if (!found) return [];
  const labels = [...new Set(found.map((char) => invisibleLabel(char.codePointAt(0)!) ?? 'TAG'))].slice(0, 3);
  return [hit('unicode-inspector', 75, `Contains hidden characters (${labels.join(', ')})`)];
};

/** The first lines a line-based check reads: enough to tell a config file from prose. */
const HEAD_LINES = 60;
/** The lines that say something: not blank, not a comment. */
const meaningfulLines = (head: string, comment: RegExp) =>
  head
    .slice(0, 8192)
    .split('\n', HEAD_LINES)
    .filter((line) => line.trim() !== '' && !comment.test(line));

const YAML_KEY_LINE = /^\s*(?:- +)?(?:[A-Za-z_][\w./-]*|"[^"\n]*"|'[^'\n]*'):(?: |$)/;
const YAML_ITEM_LINE = /^\s*- \S/;

/**
 * YAML: a plain sentence with a colon is valid YAML too, so it takes several `key: value` lines (or a `---` start
 * with one) making up nearly all of the first lines, and values that are not CSS declarations ('color: red;').
 */
const detectYaml: Detector = ({ head }) => {
  if (/^[[{<]/.test(head)) return [];
  const documentStart = /^(---|%YAML)(\s|$)/.test(head);
  const lines = meaningfulLines(head, /^\s*#/).filter((line) => !/^(---|\.\.\.)\s*$/.test(line));
  const keys = lines.filter((line) => YAML_KEY_LINE.test(line));
  const items = lines.filter((line) => YAML_ITEM_LINE.test(line)).length;
  const css = keys.filter((line) => /;\s*$/.test(line)).length;
  if (keys.length < (documentStart ? 1 : 3) || css * 2 > keys.length) return [];
  if (keys.length + items < lines.length * 0.8) return [];
  const start = documentStart ? ', a --- start' : '';
  return [hit('yaml-json-converter', 70, `Looks like YAML (${plural(keys.length, 'key: value line')}${start})`)];
};

const TOML_TABLE = /^\s*\[\[?\s*[\w."' -]+\]\]?\s*(#.*)?$/;
const TOML_KEY = /^\s*(?:[\w-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[\w-]+|"[^"\n]*"))*\s*=\s*(.*)$/;
/** A TOML value's start: a string, number, boolean, date, array or inline table (an INI file's bare words are not). */
const TOML_VALUE = /^(?:["'[{]|[+-]?(?:\d|inf\b|nan\b)|true\b|false\b)/;

/**
 * TOML: `key = value` lines whose values are TOML's (quoted strings, numbers, booleans, dates, arrays), with a
 * `[table]` header or several of them, making up nearly all of the first lines. A script's `x = 1;` is not.
 */
const detectToml: Detector = ({ head }) => {
  if (/^[{<]/.test(head)) return [];
  const lines = meaningfulLines(head, /^\s*#/);
  const tables = lines.filter((line) => TOML_TABLE.test(line)).length;
  const values = lines.flatMap((line) => TOML_KEY.exec(line)?.[1] ?? []).filter((value) => !/;\s*$/.test(value));
  const typed = values.filter((value) => TOML_VALUE.test(value)).length;
  if (values.length < (tables ? 2 : 3) || typed < values.length * 0.8) return [];
  if (values.length + tables < lines.length * 0.8) return [];
  const reason = `${plural(values.length, 'key = value line')}${tables ? `, ${plural(tables, 'table')}` : ''}`;
  return [hit('toml-json-converter', 70, `Looks like TOML (${reason})`)];
};

/** A CSV line's delimiters outside quotes, for one candidate delimiter. */
function delimitersIn(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * CSV: at least two lines (a header and a row) with the same number of one delimiter (comma, semicolon, tab or
 * pipe) outside quotes, on nine lines in ten. Code and stylesheets (braces, a line ending in ';') and indented text
 * are not tables.
 */
const detectCsv: Detector = ({ head }) => {
  if (/^[[{<\s]/.test(head)) return [];
  const lines = meaningfulLines(head, /^$/).slice(0, 20);
  if (lines.length < 2 || lines.some((line) => /[{}]|;\s*$/.test(line))) return [];
  for (const [delimiter, name] of [
    [',', 'commas'],
    [';', 'semicolons'],
    ['\t', 'tabs'],
    ['|', 'pipes'],
  ] as const) {
    const columns = delimitersIn(lines[0], delimiter);
    if (columns === 0) continue;
    const alike = lines.filter((line) => delimitersIn(line, delimiter) === columns).length;
    if (alike >= Math.max(2, lines.length * 0.9))
      return [hit('csv-json-converter', 65, `Looks like CSV (${columns + 1} columns split by ${name})`)];
  }
  return [];
};

/** A regex's own characters: a literal without any (`/api/`) is more likely a path than a pattern. */
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|]/;

/**
 * A regex literal, `/pattern/flags` on one line, that JavaScript compiles: with flags, or with some regex syntax in
 * the pattern, so a path such as `/api/` is not one.
 */
const detectRegexLiteral: Detector = ({ head, complete }) => {
  if (!complete || head[0] !== '/') return [];
  const literal = parseRegexLiteral(head);
  if (!literal || (literal.flags === '' && !REGEX_SYNTAX.test(literal.pattern))) return [];
  return [
    hit('regex-tester', 85, `Looks like a regular expression${literal.flags ? ` (flags ${literal.flags})` : ''}`),
  ];
};

/** Whether the text is an address of that version (the shared parser's strict rules: 4 parts 0-255, RFC 4291). */
function isAddress(text: string, version: 4 | 6): boolean {
  try {
    if (version === 4) parseIpv4(text);
    else parseIpv6(text);
    return true;
  } catch {
    return false;
  }
}

const IP_SHAPE = /^([\d.]{7,15}|[0-9a-f:.]*:[0-9a-f:.]*(?:%[\w.-]+)?)(?:\/(\d{1,3}))?$/i;
const MAC_SHAPE = /^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i;

/**
 * An IPv4 or IPv6 address, alone or with a /prefix (a CIDR), or a MAC address with colons or dashes. Strict: four
 * dotted parts 0-255 (a version number 1.2.3 has three), an IPv6 address with a hex digit, a prefix no longer than
 * the address. A CIDR opens the subnet calculator first; an address, the converter.
 */
const detectIp: Detector = ({ head, complete }) => {
  if (!complete || head.length > 64) return [];
  if (MAC_SHAPE.test(head)) return [hit('ip-converter', 90, 'Looks like a MAC address')];
  const shape = IP_SHAPE.exec(head);
  if (!shape) return [];
  const version = head.includes(':') ? 6 : 4;
  if (!isAddress(shape[1], version) || (version === 6 && !/[0-9a-f]/i.test(shape[1]))) return [];
  const name = `an IPv${version}`;
  if (shape[2] === undefined)
    return [
      hit('ip-converter', 90, `Looks like ${name} address`),
      hit('cidr-calculator', 60, `${name.replace('an', 'An')} address: its network and type`),
    ];
  if (Number(shape[2]) > (version === 4 ? 32 : 128) || /^0\d/.test(shape[2]) || head.includes('%')) return [];
  return [hit('cidr-calculator', 95, `Looks like ${name} network (CIDR /${Number(shape[2])})`)];
};

/** '5 cm to inch', '72 °F in °C', '700 MB at 20 Mbit/s': a number, a unit and a target unit or a rate, both known. */
const UNIT_REQUEST = /^[+-]?(?:\d|\.\d)[^\n]{0,60}\s(?:to|in|at)\s+\S[^\n]{0,20}$/;

const detectUnitConversion: Detector = ({ head }) => {
  if (head.length > 100 || !UNIT_REQUEST.test(head)) return [];
  try {
    const { quantity, rate, target } = parseRequest(head);
    const transfer = rate && quantity.found.kind.id === 'data-size' && rate.found.kind.id === 'data-rate';
    if (rate ? !transfer : target?.kind !== quantity.found.kind) return [];
    const what = rate ? 'a transfer time' : `${quantity.found.unit.symbol} to ${target!.unit.symbol}`;
    return [hit('unit-converter', 90, `Looks like a unit conversion (${what})`)];
  } catch {
    return [];
  }
};

const DETECTORS: readonly Detector[] = [
  detectRegexLiteral,
  detectJson,
  detectMarkup,
  detectCss,
  detectJavaScript,
  detectJwt,
  detectPem,
  detectSql,
  detectBase64,
  detectUrlEncoded,
  detectOtpUri,
  detectUrl,
  detectTimestamp,
  detectDuration,
  detectColour,
  detectUuid,
  detectIp,
  detectUserAgent,
  detectCron,
  detectPasswordHash,
  detectEntities,
  detectHidden,
  detectBytes,
  detectMorse,
  detectAscii85,
  detectPunycode,
  detectYaml,
  detectToml,
  detectCsv,
  detectUnitConversion,
];

/** Which tools are built: the only part of a `Tool` detection reads (and all a worker needs of one). */
export type ToolAvailability = Pick<Tool, 'id' | 'comingSoon'>;

/**
 * The tools that take this text, best first, one entry per tool (its best reason), among `tools` that are
 * built (not coming soon). Never throws: a detector that cannot read the text simply does not match.
 */
export function detectTools(text: string, tools: readonly ToolAvailability[]): Detection[] {
  return detectSample(sampleOf(text), tools);
}

/** `detectTools` on the text's sample (`sampleOf`): the same answer, from at most about 1 MB of it. */
export function detectSample(input: TextSample, tools: readonly ToolAvailability[]): Detection[] {
  const available = new Set(tools.filter((t) => !t.comingSoon).map((t) => t.id));
  if (input.head === '') return [];
  const best = new Map<string, Detection>();
  for (const detector of DETECTORS) {
    for (const found of detector(input)) {
      const previous = best.get(found.toolId);
      if (available.has(found.toolId) && (!previous || previous.score < found.score)) best.set(found.toolId, found);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * The file tools for a dropped file, best first, by the type its first bytes name (`mimeType`, from
 * `sniffSignature`; '' when unknown): a gzip file to the Gzip tool, a zip to the ZIP viewer, and any file to the
 * File Type Identifier and the Hex Viewer. Only built tools are offered.
 */
export function detectFile(mimeType: string, tools: readonly ToolAvailability[]): Detection[] {
  const available = new Set(tools.filter((t) => !t.comingSoon).map((t) => t.id));
  const found = [
    ...(mimeType === 'application/gzip' ? [hit('gzip-tool', 90, 'A gzip file: decompress it')] : []),
    ...(mimeType === 'application/zip' ? [hit('zip-viewer', 90, 'A zip file: list and extract its entries')] : []),
    hit('file-identifier', 60, 'Any file: what it really is, from its bytes'),
    hit('hex-viewer', 50, 'Any file: its bytes in hex'),
  ];
  return found.filter((d) => available.has(d.toolId));
}
