/**
 * The input split into what it holds: PEM blocks (with their Base64 checked character by character, so a fault is
 * placed at its line and column), OpenSSH public key lines, or one bare Base64 DER blob.
 */
import type { Bytes } from './der';
import { fault } from './faults';

export type InputItem =
  | { kind: 'pem'; label: string; der: Bytes; line: number; encrypted: boolean }
  | { kind: 'ssh'; type: string; blob: Bytes; comment: string; line: number }
  | { kind: 'der'; der: Bytes; line: number };

/** The most characters and blocks read: a chain is a few kilobytes; a bundle of every CA is 200 KB. */
export const X509_MAX_CHARS = 2_000_000;
export const X509_MAX_BLOCKS = 1000;

const BEGIN = /^-----BEGIN ([A-Z0-9 ]+)-----\s*$/;
const END = /^-----END ([A-Z0-9 ]+)-----\s*$/;
const SSH_LINE = /^((?:ssh|ecdsa|sk)-[a-z0-9@.-]+)\s+([A-Za-z0-9+/]+={0,2})(?:\s+(.*))?$/;
/** A bare Base64 DER blob: Base64 lines only (a word or two of text is not one). */
const BASE64 = /^[A-Za-z0-9+/]{16,}={0,2}(?:[ \t\r]*\n[ \t\r]*[A-Za-z0-9+/]+={0,2})*$/;

const CODES = new Int16Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((c, i) => {
  CODES[c.charCodeAt(0)] = i;
});

interface Located {
  text: string;
  line: number;
}

/** Base64 over several lines as bytes; a wrong character is refused at its line and column. */
export function decodeBase64Lines(lines: readonly Located[], label: string): Bytes {
  const values: number[] = [];
  let padding = 0;
  for (const { text, line } of lines) {
    for (let column = 0; column < text.length; column++) {
      const char = text[column];
      if (char === ' ' || char === '\t' || char === '\r') continue;
      const at = { line, column: column + 1 };
      if (char === '=') {
        padding++;
        continue;
      }
      const code = char.charCodeAt(0) < 128 ? CODES[char.charCodeAt(0)] : -1;
      if (code < 0) throw fault('badBase64Char', { label, char, ...at }, at);
      if (padding > 0) throw fault('badPadding', { label, ...at }, at);
      values.push(code);
    }
  }
  const count = values.length + padding;
  if (count === 0) throw fault('emptyBlock', { label });
  if (count % 4 !== 0 || padding > 2 || values.length % 4 === 1) throw fault('badBase64Length', { label, count });
  return bytesOf(values);
}

/** Base64 values (6 bits each) as bytes. */
function bytesOf(values: readonly number[]): Bytes {
  const bytes = new Uint8Array(Math.floor((values.length * 6) / 8));
  let j = 0;
  for (let i = 0; i < values.length; i += 4) {
    const n = (values[i] << 18) | (values[i + 1] << 12) | ((values[i + 2] ?? 0) << 6) | (values[i + 3] ?? 0);
    bytes[j++] = n >> 16;
    if (j < bytes.length) bytes[j++] = (n >> 8) & 0xff;
    if (j < bytes.length) bytes[j++] = n & 0xff;
  }
  return bytes;
}

/** A PEM block's lines from `first` (after BEGIN) to its END; headers (Proc-Type: …) are read and skipped. */
function readBlock(lines: readonly string[], begin: number, label: string): { item: InputItem; next: number } {
  const body: Located[] = [];
  let encrypted = false;
  for (let i = begin + 1; i < lines.length; i++) {
    const end = END.exec(lines[i].trim());
    if (end) {
      if (end[1] !== label) throw fault('endMismatch', { label, found: end[1] }, { line: i + 1, column: 1 });
      const der = decodeBase64Lines(body, label);
      return { item: { kind: 'pem', label, der, line: begin + 1, encrypted }, next: i + 1 };
    }
    if (BEGIN.test(lines[i].trim())) break;
    if (/^[A-Za-z-]+:/.test(lines[i])) {
      encrypted ||= /^Proc-Type:.*ENCRYPTED/i.test(lines[i]);
      continue;
    }
    body.push({ text: lines[i], line: i + 1 });
  }
  throw fault('truncated', { label, line: begin + 1 }, { line: begin + 1, column: 1 });
}

/** An OpenSSH public key line ("ssh-ed25519 AAAA… comment"). */
function sshItem(match: RegExpExecArray, line: number): InputItem {
  const blob = decodeBase64Lines([{ text: match[2], line }], 'OpenSSH key');
  return { kind: 'ssh', type: match[1], blob, comment: match[3]?.trim() ?? '', line };
}

/** Everything the input holds, in order; refuses an input that holds nothing this tool reads. */
export function splitInput(text: string): InputItem[] {
  if (text.length > X509_MAX_CHARS) throw fault('tooLarge', { limit: X509_MAX_CHARS });
  const lines = text.split('\n');
  const items: InputItem[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i].trim();
    const begin = BEGIN.exec(line);
    const ssh = begin ? null : SSH_LINE.exec(line);
    if (begin) {
      const { item, next } = readBlock(lines, i, begin[1]);
      items.push(item);
      i = next;
    } else {
      if (ssh) items.push(sshItem(ssh, i + 1));
      i++;
    }
    if (items.length > X509_MAX_BLOCKS) throw fault('tooManyBlocks', { limit: X509_MAX_BLOCKS });
  }
  if (items.length > 0) return items;
  if (BASE64.test(text.trim())) {
    const located = lines.map((line, i) => ({ text: line, line: i + 1 }));
    return [{ kind: 'der', der: decodeBase64Lines(located, 'Base64'), line: 1 }];
  }
  throw fault('nothingFound');
}

/** Bytes as Base64 (for a DER file shown as PEM). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** DER bytes as a PEM block of `label`, 64 characters a line. */
export const pemOf = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${(base64Of(der).match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${label}-----\n`;

/** Whether a text holds a private key block: the page then keeps it out of any share link. */
export const holdsPrivateKey = (text: string) => /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/.test(text);
