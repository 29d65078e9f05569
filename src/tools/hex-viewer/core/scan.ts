/**
 * Every place a byte pattern starts in a buffer, overlapping ones too, as fast as plain JavaScript goes: eight bytes
 * (two 32-bit words) are tested at once for the pattern's first byte (SWAR, "SIMD within a
 * register") and only a step that holds it is looked at byte by byte. `Uint8Array.prototype.indexOf` on the first byte
 * is V8's plain loop (about as fast per element whatever the element's width) and costs a call per hit: a call every
 * 256 bytes in random data, every few bytes in text. Figures in ./README.md.
 */

const ONES = 0x01010101;
const HIGHS = 0x80808080 | 0;

/** Whether `pattern` is at `i` in `data`, its first byte already known to be (the caller keeps `i` in bounds). */
function restMatches(data: Uint8Array, pattern: Uint8Array, i: number): boolean {
  for (let k = 1; k < pattern.length; k++) if (data[i + k] !== pattern[k]) return false;
  return true;
}

/** Tests the starts from..to (exclusive) one byte at a time: the few bytes around the aligned words. */
function scanBytes(data: Uint8Array, pattern: Uint8Array, from: number, to: number, onMatch: (i: number) => void) {
  const first = pattern[0];
  for (let i = from; i < to; i++) if (data[i] === first && restMatches(data, pattern, i)) onMatch(i);
}

/** Whether a 32-bit word, XORed with the first byte in each lane, has a zero byte (exact: no false negatives). */
const hasZeroByte = (x: number) => ((x - ONES) | 0) & ~x;

/** Calls `onMatch(i)` for every `i` where `pattern` (not empty) starts in `data`, in order. */
export function forEachMatch(data: Uint8Array, pattern: Uint8Array, onMatch: (i: number) => void): void {
  const starts = data.length - pattern.length + 1;
  if (starts <= 0) return;
  // An Int32Array view needs a byte offset that is a multiple of 4: the bytes before it go one at a time.
  const lead = Math.min(starts, (4 - (data.byteOffset & 3)) & 3);
  const wordCount = ((starts - lead) >> 3) << 1; // pairs of words: eight bytes tested per step
  if (wordCount === 0) return scanBytes(data, pattern, 0, starts, onMatch);
  scanBytes(data, pattern, 0, lead, onMatch);
  const words = new Int32Array(data.buffer, data.byteOffset + lead, wordCount);
  const spread = Math.imul(pattern[0], ONES);
  for (let w = 0; w < wordCount; w += 2) {
    if (((hasZeroByte(words[w] ^ spread) | hasZeroByte(words[w + 1] ^ spread)) & HIGHS) === 0) continue;
    const i = lead + (w << 2);
    scanBytes(data, pattern, i, i + 8, onMatch);
  }
  scanBytes(data, pattern, lead + wordCount * 4, starts, onMatch);
}
