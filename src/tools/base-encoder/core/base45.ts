/**
 * Base45 (RFC 9285, the EU vaccination certificates' QR text): each 2 bytes, as n = a·256 + b, are written as three
 * characters c d e with n = c + 45·d + 45²·e; a last single byte as two. Its alphabet has a space, so only line
 * breaks are passed over when reading.
 */
import { charPosition, isLineBreak, positionOf, readSymbols } from '../../../core/shared/alphabet-check';
import { fault } from './faults';

export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const INDEX = new Map([...BASE45_ALPHABET].map((char, i) => [char, i]));

export function encodeBase45(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = bytes[i] * 256 + bytes[i + 1];
    parts.push(
      BASE45_ALPHABET[n % 45] + BASE45_ALPHABET[Math.floor(n / 45) % 45] + BASE45_ALPHABET[Math.floor(n / 2025)],
    );
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1];
    parts.push(BASE45_ALPHABET[n % 45] + BASE45_ALPHABET[Math.floor(n / 45)]);
  }
  return parts.join('');
}

export function decodeBase45(text: string): Uint8Array {
  const { symbols, indexAt } = readSymbols(text, 'Base45', (char) => INDEX.has(char), isLineBreak);
  const at = (k: number) => ({ position: charPosition(text, indexAt(k)) });
  if (symbols.length % 3 === 1) {
    const last = symbols.length - 1;
    throw fault('lonelyChar', { format: 'Base45', ...at(last) }, positionOf(text, indexAt(last)));
  }
  const out = new Uint8Array(Math.floor(symbols.length / 3) * 2 + (symbols.length % 3 === 2 ? 1 : 0));
  let length = 0;
  for (let k = 0; k < symbols.length; k += 3) {
    const size = Math.min(3, symbols.length - k);
    let n = 0;
    for (let j = size - 1; j >= 0; j--) n = n * 45 + INDEX.get(symbols[k + j])!;
    if (n > (size === 3 ? 0xffff : 0xff)) throw fault('base45Overflow', at(k), positionOf(text, indexAt(k)));
    if (size === 3) out[length++] = n >> 8;
    out[length++] = n & 0xff;
  }
  return out;
}
