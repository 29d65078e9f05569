/**
 * OTP secrets in Base32 (RFC 4648): read from what a person pastes (spaces, lower case and padding accepted, a
 * wrong character named with its position) and made new from `crypto.getRandomValues`.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { BASE32_ALPHABET, encodeBase32 } from '../../../core/shared/base32';

const ALPHABET = BASE32_ALPHABET;
/** The longest secret accepted, in Base32 characters (640 bytes, far beyond any real one). */
export const SECRET_MAX_CHARS = 1024;
/** RFC 4226 section 4, requirement 6: a shared secret of at least 128 bits. */
export const MIN_SECRET_BITS = 128;
/** Digits and a letter people type for a Base32 letter that looks like them. */
const LOOKALIKES: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '8': 'B' };

/** The secret without spaces and padding, in upper case; a fault names its position. */
export function normaliseSecret(text: string): string {
  if (text.length > SECRET_MAX_CHARS * 2) throw tooLong();
  let out = '';
  let paddingAt = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (/\s/.test(char) || char === '-') continue;
    if (char === '=') {
      if (paddingAt < 0) paddingAt = i;
      continue;
    }
    if (paddingAt >= 0) throw fault('badPadding', { position: paddingAt + 1 });
    const upper = char.toUpperCase();
    if (!ALPHABET.includes(upper)) throw badCharacter(text, i);
    out += upper;
  }
  if (!out) throw fault('emptySecret');
  if (out.length > SECRET_MAX_CHARS) throw tooLong();
  return out;
}

function badCharacter(text: string, index: number): ToolError {
  // A whole code point (an emoji), so the message never shows half a surrogate pair.
  const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
  const lookalike = LOOKALIKES[char];
  return fault('badCharacter', { character: char, position: index + 1, ...(lookalike && { lookalike }) });
}

const tooLong = () => fault('secretTooLong', { max: SECRET_MAX_CHARS });

/** The bytes of a Base32 secret; trailing bits that make no whole byte are dropped, as oathtool does. */
export function decodeSecret(text: string): Uint8Array {
  const base32 = normaliseSecret(text);
  const bytes = new Uint8Array(Math.floor((base32.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of base32) {
    buffer = ((buffer << 5) | ALPHABET.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Base32 of `bytes`, without padding (as authenticator apps write it). */
export { encodeBase32 };

/** The key size RFC 6238's test vectors use for each hash: its output size (20, 32 or 64 bytes). */
export const SECRET_BYTES = { SHA1: 20, SHA256: 32, SHA512: 64 } as const;

/** A new random secret of `size` bytes, in Base32. */
export function newSecret(size: number = SECRET_BYTES.SHA1): string {
  return encodeBase32(crypto.getRandomValues(new Uint8Array(size)));
}

/** Groups of four characters, as apps show a secret for typing by hand. */
export const groupSecret = (base32: string) => base32.replace(/(.{4})(?=.)/g, '$1 ');
