/**
 * A minimal DER reader: enough to tell what a DER blob is (certificate, request, key) and to read a key's algorithm
 * and size, where @peculiar/x509 has no view (private keys, PKCS#1) or throws on an algorithm it does not know.
 */
import { fault as x509Fault } from './faults';

/** Bytes on an ArrayBuffer (what WebCrypto and @peculiar/x509 take). */
export type Bytes = Uint8Array<ArrayBuffer>;

export const TAG = { integer: 0x02, bitString: 0x03, octetString: 0x04, oid: 0x06, sequence: 0x30 } as const;

/** One DER element: its tag and where its contents lie in the bytes. */
export interface Der {
  tag: number;
  bytes: Uint8Array;
  start: number;
  end: number;
}

const fault = () => x509Fault('invalidDer');

/** The element at `offset` (short and long lengths; indefinite lengths are not DER and are refused). */
export function readDer(bytes: Uint8Array, offset = 0, limit = bytes.length): Der {
  if (offset + 2 > limit) throw fault();
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > limit) throw fault();
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i];
    start += count;
  }
  if (start + length > limit) throw fault();
  return { tag, bytes, start, end: start + length };
}

/** The elements inside a constructed one. */
export function childrenOf(der: Der): Der[] {
  const children: Der[] = [];
  for (let at = der.start; at < der.end;) {
    const child = readDer(der.bytes, at, der.end);
    children.push(child);
    at = child.end;
  }
  return children;
}

/** The whole blob as one element: what it holds must fill it exactly. */
export function readWhole(bytes: Uint8Array): Der {
  const der = readDer(bytes);
  if (der.end !== bytes.length) throw fault();
  return der;
}

export const contentsOf = (der: Der) => der.bytes.subarray(der.start, der.end);

/** An OBJECT IDENTIFIER in dotted form. */
export function oidOf(der: Der): string {
  if (der.tag !== TAG.oid || der.end === der.start) throw fault();
  const parts: number[] = [];
  let value = 0;
  for (let i = der.start; i < der.end; i++) {
    value = value * 128 + (der.bytes[i] & 0x7f);
    if (!(der.bytes[i] & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  const first = Math.min(2, Math.floor(parts[0] / 40));
  return [first, parts[0] - first * 40, ...parts.slice(1)].join('.');
}

/** The bit length of an unsigned big-endian INTEGER (an RSA modulus), leading zero bytes skipped. */
export function integerBits(der: Der): number {
  let at = der.start;
  while (at < der.end && der.bytes[at] === 0) at++;
  if (at === der.end) return 0;
  return (der.end - at - 1) * 8 + (32 - Math.clz32(der.bytes[at]));
}
