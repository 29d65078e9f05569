import { patternError } from './messages';

/** What a search looks for: bytes written in hex, or text (its UTF-8 bytes). */
export type PatternMode = 'hex' | 'text';

/** The longest pattern, in bytes: longer ones are refused (a search keeps this many bytes across chunk edges). */
export const MAX_PATTERN_BYTES = 4096;

/**
 * Hex bytes as typed: pairs of digits, with or without spaces, commas, colons, dashes or `0x` before a byte
 * (`50 4b 03 04`, `504B0304`, `0x50, 0x4b`). Errors name the character and its column.
 */
export function parseHexPattern(typed: string): Uint8Array {
  const digits: string[] = [];
  const re = /0x(?=[0-9a-f])|[0-9a-f]|[\s,:-]|(.)/giu;
  for (let m = re.exec(typed); m; m = re.exec(typed)) {
    if (m[1] !== undefined)
      throw patternError(`Unexpected "${m[1]}" at column ${m.index + 1}: hex bytes take 0-9 and a-f, in pairs.`);
    if (/^[0-9a-f]$/i.test(m[0])) digits.push(m[0]);
  }
  if (digits.length === 0) throw patternError('Type the bytes to find in hex, as in 50 4b 03 04.');
  if (digits.length % 2) throw patternError(`${digits.length} hex digits: every byte takes two (write 0a, not a).`);
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits[2 * i] + digits[2 * i + 1], 16);
  return bytes;
}

/** A search pattern's bytes: hex parsed, or text as UTF-8. Throws the viewer's ToolError when empty or too long. */
export function parsePattern(mode: PatternMode, typed: string): Uint8Array {
  if (mode === 'text' && typed === '') throw patternError('Type the text to find.');
  const bytes = mode === 'hex' ? parseHexPattern(typed) : new TextEncoder().encode(typed);
  if (bytes.length > MAX_PATTERN_BYTES)
    throw patternError(`The pattern is ${bytes.length} bytes; a search takes at most ${MAX_PATTERN_BYTES}.`);
  return bytes;
}
