/**
 * What a file's head says when it is text, which magic numbers cannot tell: its encoding (a BOM, UTF-8, 8-bit)
 * and its kind (JSON, XML, SVG, HTML, CSV, a script with #!, a PEM block, else plain text).
 */
import { sniffFormat } from '../../../core/shared/image/sniff';

export interface TextKind {
  /** What it is, in words ('JSON', 'Shell script'). */
  label: string;
  mime: string;
  /** The usual extension, without the dot. */
  ext: string;
  /** The extensions a file of this kind is expected to carry. */
  extensions: readonly string[];
}

export interface TextSniff {
  kind: TextKind;
  /** 'UTF-8', 'UTF-8 with BOM', 'UTF-16 LE with BOM', 'ASCII', '8-bit'. */
  encoding: string;
}

const kind = (label: string, mime: string, extensions: string[]): TextKind => ({
  label,
  mime,
  ext: extensions[0],
  extensions,
});

/** The text kinds told apart here; `extensions` are those that agree with the kind. */
export const TEXT_KINDS = {
  plain: kind('Text', 'text/plain', ['txt', 'text', 'log', 'md', 'conf', 'cfg', 'ini']),
  json: kind('JSON', 'application/json', ['json']),
  xml: kind('XML', 'text/xml', ['xml']),
  svg: kind('SVG image', 'image/svg+xml', ['svg']),
  html: kind('HTML', 'text/html', ['html', 'htm', 'xhtml', 'shtml']),
  csv: kind('CSV', 'text/csv', ['csv']),
  pem: kind('PEM block', 'application/x-pem-file', ['pem', 'crt', 'cer', 'key', 'csr', 'pub']),
  shell: kind('Shell script', 'text/x-shellscript', ['sh', 'bash', 'zsh', 'ksh']),
  python: kind('Python script', 'text/x-script.python', ['py']),
  perl: kind('Perl script', 'text/x-perl', ['pl', 'pm']),
  ruby: kind('Ruby script', 'text/x-ruby', ['rb']),
  node: kind('JavaScript', 'application/javascript', ['js', 'mjs', 'cjs']),
  script: kind('Script', 'text/plain', ['txt']),
} as const satisfies Record<string, TextKind>;

/** Control bytes that never appear in text (all below 0x20 except tab, LF, VT, FF, CR and ESC; and DEL). */
const isBinaryByte = (b: number) => (b < 0x20 && ![9, 10, 11, 12, 13, 27].includes(b)) || b === 0x7f;

const hasBinaryCharacter = (text: string) => {
  for (let i = 0; i < text.length; i++) if (isBinaryByte(text.charCodeAt(i))) return true;
  return false;
};

/** The encoding named by a byte-order mark, and its length. */
function bomOf(b: Uint8Array): { label: string; codec: string; length: number } | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { label: 'UTF-8 with BOM', codec: 'utf-8', length: 3 };
  if (b[0] === 0xff && b[1] === 0xfe && !(b[2] === 0 && b[3] === 0))
    return { label: 'UTF-16 LE with BOM', codec: 'utf-16le', length: 2 };
  if (b[0] === 0xfe && b[1] === 0xff) return { label: 'UTF-16 BE with BOM', codec: 'utf-16be', length: 2 };
  return null;
}

/** The head as text without a BOM, or null when it holds bytes no text has. */
function decodeHead(b: Uint8Array, complete: boolean): { text: string; encoding: string } | null {
  const bom = bomOf(b);
  if (bom) {
    // A head cut mid-character keeps its whole characters: the decoder's non-fatal mode marks only the tail.
    const text = new TextDecoder(bom.codec).decode(b.subarray(bom.length));
    return hasBinaryCharacter(text) ? null : { text, encoding: bom.label };
  }
  if (b.some(isBinaryByte)) return null;
  if (b.every((x) => x < 0x80)) return { text: new TextDecoder().decode(b), encoding: 'ASCII' };
  // Up to 3 bytes at the end of a head may be a character cut in two.
  const whole = complete ? b : b.subarray(0, lastWholeCharacter(b));
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(whole), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('latin1').decode(b), encoding: '8-bit' };
  }
}

/** The length of `b` without a trailing, incomplete UTF-8 sequence. */
function lastWholeCharacter(b: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back];
    if ((byte & 0xc0) !== 0x80) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return needed > back ? b.length - back : b.length;
    }
  }
  return b.length;
}

const INTERPRETERS: ReadonlyArray<[RegExp, TextKind]> = [
  [/^(ba|da|z|k|a|tc|c)?sh$/, TEXT_KINDS.shell],
  [/^python[\d.]*$/, TEXT_KINDS.python],
  [/^perl[\d.]*$/, TEXT_KINDS.perl],
  [/^ruby[\d.]*$/, TEXT_KINDS.ruby],
  [/^(node|nodejs|deno|bun)$/, TEXT_KINDS.node],
];

/** The kind named by a #! line: its interpreter, through `env` when it goes that way. */
function scriptKind(firstLine: string): TextKind {
  const words = firstLine.slice(2).trim().split(/\s+/);
  const program = (words[0] ?? '').split('/').pop() ?? '';
  const name = program === 'env' ? (words.find((w, i) => i > 0 && !w.startsWith('-')) ?? '') : program;
  return INTERPRETERS.find(([pattern]) => pattern.test(name))?.[1] ?? TEXT_KINDS.script;
}

function isJson(text: string, complete: boolean): boolean {
  if (complete) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
  // A head only: an object opening on a key, or an array opening on a value.
  return /^(\{\s*("|\})|\[\s*([[{"\]\d-]|true|false|null))/.test(text);
}

/** Two or more lines with the same number (one or more) of commas outside quotes. */
function isCsv(text: string, complete: boolean): boolean {
  const lines = text.split(/\r?\n/);
  if (!complete) lines.pop(); // the last may be cut short
  const sample = lines.filter((l) => l !== '').slice(0, 20);
  if (sample.length < 2) return false;
  const commas = sample.map((l) => l.replace(/"[^"]*"/g, '').split(',').length - 1);
  return commas[0] > 0 && commas.every((c) => c === commas[0]);
}

function markupKind(b: Uint8Array, head: string): TextKind | null {
  if (
    sniffFormat(b) === 'SVG' ||
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)
  )
    return TEXT_KINDS.svg;
  if (/^(<!--[\s\S]*?-->\s*)*(<!DOCTYPE html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(head)) return TEXT_KINDS.html;
  if (head.startsWith('<?xml')) return TEXT_KINDS.xml;
  return null;
}

/** The kind of a text: by its first characters, then by shape. */
export function textKind(text: string, complete: boolean, bytes: Uint8Array = new Uint8Array()): TextKind {
  if (text.startsWith('#!')) return scriptKind(text.split('\n', 1)[0]);
  const head = text.slice(0, 4096).trimStart();
  if (head.startsWith('-----BEGIN ')) return TEXT_KINDS.pem;
  if (head.startsWith('<')) return markupKind(bytes, head) ?? TEXT_KINDS.plain;
  if (/^[[{]/.test(head) && isJson(complete ? text : head, complete)) return TEXT_KINDS.json;
  if (isCsv(text.slice(0, 64 * 1024), complete)) return TEXT_KINDS.csv;
  return TEXT_KINDS.plain;
}

/**
 * The head's text kind and encoding, or null when the bytes are not text. `complete` says the head is the
 * whole file (so JSON can be parsed whole and the last character is not cut).
 */
export function sniffText(head: Uint8Array, complete: boolean): TextSniff | null {
  if (head.length === 0) return null;
  const decoded = decodeHead(head, complete);
  if (!decoded) return null;
  return { kind: textKind(decoded.text, complete, head), encoding: decoded.encoding };
}
