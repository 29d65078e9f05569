/**
 * Uniform draws from an alphabet over `crypto.getRandomValues`, without modulo bias (rejection sampling). For an
 * alphabet of n ≤ 256 characters a byte b is used only when b < byteLimit(n), the largest multiple of n up to 256,
 * and stands for b mod n: each index is then made by exactly byteLimit(n) / n byte values. Larger alphabets draw
 * 32-bit values the same way (the password generator's RandomSource).
 */
import { RandomSource } from '../../../core/shared/random';
import { fillRandom } from '../../../core/shared/uuid-bytes';

/** Where random bytes come from: `crypto.getRandomValues` here, a fixed sequence in tests. */
export type RandomBytes = (size: number) => Uint8Array;

export const cryptoBytes: RandomBytes = (size) => fillRandom(new Uint8Array(size));

/** The bytes below this are used for an alphabet of n characters: the largest multiple of n up to 256. */
export const byteLimit = (n: number) => 256 - (256 % n);

/** The alphabet index a byte stands for, or -1 when the byte is rejected. */
export const indexOfByte = (byte: number, n: number) => (byte < byteLimit(n) ? byte % n : -1);

/** `count` uniform indices in [0, n). */
export function drawIndices(n: number, count: number, random: RandomBytes = cryptoBytes): Uint32Array {
  const out = new Uint32Array(count);
  if (n > 256) {
    const source = new RandomSource((values) => {
      const bytes = random(values.length * 4);
      values.set(new Uint32Array(bytes.slice(0, values.length * 4).buffer));
    });
    for (let i = 0; i < count; i++) out[i] = source.index(n);
    return out;
  }
  const limit = byteLimit(n);
  let filled = 0;
  while (filled < count) {
    // Enough bytes for the rest on average (fewer than half are ever rejected), plus a few.
    const batch = random(Math.ceil(((count - filled) * 256) / limit) + 16);
    for (let i = 0; i < batch.length && filled < count; i++) {
      if (batch[i] < limit) out[filled++] = batch[i] % n;
    }
  }
  return out;
}

const utf16 = new TextDecoder('utf-16le');

/** One UTF-16 code unit that is not half of a surrogate pair: TextDecoder gives it back as it is. */
const isWholeUnit = (char: string) => char.length === 1 && (char.charCodeAt(0) < 0xd800 || char.charCodeAt(0) > 0xdfff);

/** `count` strings of `length` characters drawn uniformly from `alphabet` (one character per entry). */
export function randomStrings(
  alphabet: readonly string[],
  length: number,
  count: number,
  random: RandomBytes = cryptoBytes,
): string[] {
  const indices = drawIndices(alphabet.length, length * count, random);
  const out = new Array<string>(count);
  if (alphabet.every(isWholeUnit)) {
    // One code unit per character (nearly every alphabet): the batch decoded as one string, then cut into tokens,
    // several times faster than adding characters one by one.
    const units = Uint16Array.from(alphabet, (char) => char.charCodeAt(0));
    const codes = new Uint16Array(indices.length);
    for (let i = 0; i < indices.length; i++) codes[i] = units[indices[i]];
    const whole = utf16.decode(codes);
    for (let t = 0; t < count; t++) out[t] = whole.slice(t * length, (t + 1) * length);
    return out;
  }
  for (let t = 0; t < count; t++) {
    let text = '';
    for (let i = t * length; i < (t + 1) * length; i++) text += alphabet[indices[i]];
    out[t] = text;
  }
  return out;
}
