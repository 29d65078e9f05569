/**
 * ROT13, ROT47, Caesar with any shift, Atbash and Vigenère, both ways, keeping case and every character they do not
 * change (ROT47 turns the printable ASCII characters ! to ~; the others only the letters A-Z and a-z). "Try all
 * shifts" ranks the 25 Caesar candidates by how English they look: the chi-squared distance of their letter counts
 * from English letter frequencies, smallest first.
 */
import { requireText } from '../../../core/shared/require-text';
import { fault } from './faults';
import { tryAllShifts, type ShiftCandidate } from './rank';

export { fault, type CipherFaults } from './faults';

export const CIPHERS = ['rot13', 'rot47', 'caesar', 'atbash', 'vigenere'] as const;
export type Cipher = (typeof CIPHERS)[number];

export const CIPHER_ACTIONS = { encrypt: 'encrypt', decrypt: 'decrypt', tryAll: 'try-all' } as const;

export interface CipherOptions {
  cipher: Cipher;
  /** Caesar's shift, as typed: any whole number (taken modulo 26). */
  shift: string;
  /** Vigenère's key: its letters count, other characters are skipped. */
  key: string;
}

export const CIPHER_DEFAULTS: CipherOptions = { cipher: 'rot13', shift: '3', key: 'LEMON' };

/** The longest input, in characters (measured in Node: about 10 ms per MB for Caesar, see README). */
export const CIPHER_MAX_CHARS = 100_000_000;

const A = 65;
const Z = 90;
const a = 97;
const z = 122;

/** The text with each UTF-16 unit replaced through `map` (built in slices: no argument list too long). */
function mapUnits(text: string, map: (code: number, index: number) => number): string {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = map(text.charCodeAt(i), i);
  const parts: string[] = [];
  for (let i = 0; i < units.length; i += 8192) parts.push(String.fromCharCode(...units.subarray(i, i + 8192)));
  return parts.join('');
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** A letter shifted by `shift` places, its case kept; any other unit as it is. */
const shiftLetter = (code: number, shift: number) =>
  code >= A && code <= Z
    ? A + mod(code - A + shift, 26)
    : code >= a && code <= z
      ? a + mod(code - a + shift, 26)
      : code;

/** Caesar: every letter `shift` places on (negative: back), modulo 26. */
export const caesar = (text: string, shift: number) => {
  const table = Array.from({ length: 128 }, (_, code) => shiftLetter(code, shift));
  return mapUnits(text, (code) => (code < 128 ? table[code] : code));
};

export const rot13 = (text: string) => caesar(text, 13);

/** ROT47: the 94 printable ASCII characters ! to ~ rotated 47 places. */
export const rot47 = (text: string) =>
  mapUnits(text, (code) => (code >= 33 && code <= 126 ? 33 + ((code - 33 + 47) % 94) : code));

/** Atbash: A ⇄ Z, B ⇄ Y…, case kept. */
export const atbash = (text: string) =>
  mapUnits(text, (code) => (code >= A && code <= Z ? Z - (code - A) : code >= a && code <= z ? z - (code - a) : code));

/** The key's shifts (A = 0 … Z = 25), from its letters; a ToolError when it has none. */
function keyShifts(key: string): number[] {
  const shifts = [...key.toUpperCase()]
    .filter((char) => char >= 'A' && char <= 'Z')
    .map((char) => char.charCodeAt(0) - A);
  if (shifts.length === 0) throw fault('noKey');
  return shifts;
}

/** Vigenère: each letter shifted by the key's next letter (the key moves on letters only), `sign` -1 to decrypt. */
export function vigenere(text: string, key: string, sign: 1 | -1): string {
  const shifts = keyShifts(key);
  let next = 0;
  return mapUnits(text, (code) => {
    if (!((code >= A && code <= Z) || (code >= a && code <= z))) return code;
    return shiftLetter(code, sign * shifts[next++ % shifts.length]);
  });
}

/** Caesar's shift as typed: a whole number; a ToolError otherwise. */
export function parseShift(shift: string): number {
  const trimmed = shift.trim();
  if (!/^[+-]?\d{1,9}$/.test(trimmed)) throw fault('badShift', { shift });
  return Number(trimmed);
}

/** The cipher chosen, one way. */
export function applyCipher(text: string, { cipher, shift, key }: CipherOptions, decrypt: boolean): string {
  switch (cipher) {
    case 'rot13':
      return rot13(text);
    case 'rot47':
      return rot47(text);
    case 'atbash':
      return atbash(text);
    case 'caesar':
      return caesar(text, (decrypt ? -1 : 1) * parseShift(shift));
    case 'vigenere':
      return vigenere(text, key, decrypt ? -1 : 1);
  }
}

export {
  rankShifts,
  tryAllShifts,
  chiSquared,
  ENGLISH_FREQUENCIES,
  type ShiftCandidate,
  type ShiftScore,
} from './rank';

/**
 * An action on the whole text, refusing blank and too long input: the cipher text, or "Try all shifts"'s 25
 * candidates, most English first.
 */
export function runCipher(action: string, text: string, options: CipherOptions): string | ShiftCandidate[] {
  const blank =
    action === CIPHER_ACTIONS.tryAll
      ? 'blankTryAll'
      : action === CIPHER_ACTIONS.decrypt
        ? 'blankDecrypt'
        : 'blankEncrypt';
  requireText(text, () => fault(blank));
  if (text.length > CIPHER_MAX_CHARS) throw fault('tooLong', { chars: text.length, limit: CIPHER_MAX_CHARS });
  if (action === CIPHER_ACTIONS.tryAll) return tryAllShifts(text);
  return applyCipher(text, options, action === CIPHER_ACTIONS.decrypt);
}
