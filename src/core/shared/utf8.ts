/**
 * Strict UTF-8: where a text that must be UTF-8 (JSON) is not: the first bad byte, the start of the first ill-formed
 * sequence, as a fatal TextDecoder sees it (overlong forms, surrogates and code points past U+10FFFF are ill-formed
 * too).
 */

/**
 * The 0-based offset of the first ill-formed sequence, or -1 when all of `bytes` is UTF-8. A scan of our own, not a
 * fatal TextDecoder: decoding 100 MB to check it leaves some 200 MB of strings for the collector, and the scan is as
 * quick (runs of ASCII go by in a tight loop).
 */
export const invalidUtf8At = (bytes: Uint8Array): number => firstIllFormed(bytes);

/** The byte ranges of a sequence's second byte by its lead byte (the rest are always 0x80-0xBF). */
function sequenceOf(lead: number): { length: number; low: number; high: number } | null {
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, low: 0x80, high: 0xbf };
  if (lead >= 0xe0 && lead <= 0xef)
    return { length: 3, low: lead === 0xe0 ? 0xa0 : 0x80, high: lead === 0xed ? 0x9f : 0xbf };
  if (lead >= 0xf0 && lead <= 0xf4)
    return { length: 4, low: lead === 0xf0 ? 0x90 : 0x80, high: lead === 0xf4 ? 0x8f : 0xbf };
  return null;
}

function firstIllFormed(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let at = 0; at < end;) {
    while (at < end && bytes[at] < 0x80) at++;
    if (at === end) break;
    const lead = bytes[at];
    const sequence = sequenceOf(lead);
    if (!sequence) return at;
    const second = bytes[at + 1];
    if (second === undefined || second < sequence.low || second > sequence.high) return at;
    for (let i = 2; i < sequence.length; i++) {
      const next = bytes[at + i];
      if (next === undefined || next < 0x80 || next > 0xbf) return at;
    }
    at += sequence.length;
  }
  return -1;
}

/**
 * Strict UTF-8 decoding of a byte stream a chunk at a time (a file read in pieces): the text of each chunk, or the
 * 0-based offset of the first ill-formed sequence in the whole stream, counted across chunk boundaries.
 */
export class Utf8Stream {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /** Bytes passed before the current chunk, and the last few of them (a sequence may start there). */
  private offset = 0;
  private tail: Uint8Array = new Uint8Array(0);

  /** The chunk's text; `{ invalidAt }` where the stream stops being UTF-8. */
  decode(chunk: Uint8Array, last = false): string | { invalidAt: number } {
    try {
      const text = this.decoder.decode(chunk, { stream: !last });
      this.offset += chunk.length;
      this.tail = chunk.subarray(Math.max(0, chunk.length - 3));
      return text;
    } catch {
      const joined = new Uint8Array(this.tail.length + chunk.length);
      joined.set(this.tail);
      joined.set(chunk, this.tail.length);
      const at = invalidUtf8At(joined);
      // A sequence cut short by the end of the stream is where the last bytes start.
      return { invalidAt: this.offset - this.tail.length + (at === -1 ? joined.length - 1 : at) };
    }
  }
}
