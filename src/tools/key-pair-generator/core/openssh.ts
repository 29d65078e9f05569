/** The OpenSSH public key line and its SHA256 fingerprint, written from a public JWK (RFC 4253, 5656, 8709). */
import type { KeyTypeInfo } from './key-types';
import { concatBytes } from '../../../core/shared/bytes';

export interface PublicJwk {
  kty: string;
  n?: string;
  e?: string;
  x?: string;
  y?: string;
  crv?: string;
}

/** A private JWK's members that OpenSSH's private key format carries. */
export interface PrivateJwk extends PublicJwk {
  d?: string;
  p?: string;
  q?: string;
  qi?: string;
}

export const fromBase64Url = (text: string): Uint8Array => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** An SSH `string`: its length (4 bytes, big-endian) then its bytes. */
export function sshString(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

/** An SSH `mpint` of an unsigned big-endian number: no leading zeros, and a zero byte where the top bit is set. */
export function sshMpint(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return sshString(trimmed[0] & 0x80 ? Uint8Array.of(0, ...trimmed) : trimmed);
}

export const ascii = (text: string) => new TextEncoder().encode(text);

export const concat = concatBytes;

/** The public key blob of the OpenSSH wire format for this type, from its JWK. */
export function sshPublicBlob(type: NonNullable<KeyTypeInfo['ssh']>, jwk: PublicJwk): Uint8Array {
  const name = sshString(ascii(type));
  if (type === 'ssh-rsa') return concat([name, sshMpint(fromBase64Url(jwk.e!)), sshMpint(fromBase64Url(jwk.n!))]);
  if (type === 'ssh-ed25519') return concat([name, sshString(fromBase64Url(jwk.x!))]);
  const curve = type.slice('ecdsa-sha2-'.length);
  const point = concat([Uint8Array.of(4), fromBase64Url(jwk.x!), fromBase64Url(jwk.y!)]);
  return concat([name, sshString(ascii(curve)), sshString(point)]);
}

/** `ssh-ed25519 AAAA… comment` (no comment: the line ends after the key). */
export const sshPublicLine = (type: string, blob: Uint8Array, comment: string) =>
  comment ? `${type} ${toBase64(blob)} ${comment}` : `${type} ${toBase64(blob)}`;

/** `256 SHA256:… comment (ED25519)`, as `ssh-keygen -l -f` prints it ("no comment" without one). */
export async function sshFingerprint(blob: Uint8Array, bits: number, comment: string, name: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', blob as Uint8Array<ArrayBuffer>));
  const hash = toBase64(digest).replace(/=+$/, '');
  return `${bits} SHA256:${hash} ${comment || 'no comment'} (${name})`;
}
