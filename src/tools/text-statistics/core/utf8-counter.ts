/**
 * The counter fed a file's UTF-8 bytes, which it counts mostly as bytes, without decoding them: white space, and each
 * token (the bytes between two ASCII white spaces) of ASCII letters with a tail of ASCII punctuation (`word`,
 * `word,`), the most common token of most text. Any other token is decoded with the white space either side of it
 * (which a cluster may join), and what it adds is worked out once (`TokenEffects`) and replayed; a long one is counted
 * as text by `TextCounter.block`. The counts equal those of the decoded text (tested): an ASCII byte is always a
 * character of its own, and a token ends at an ASCII byte, so it decodes alone as it would in the whole.
 */
import { CHAR_TABLE, DIGIT, EXTEND_NUM_LET, LETTER, SPACE, WORD_CLASS_MASK } from './classes';
import { TextCounter } from './counter';
import { REMEMBERED_TOKEN_BYTES, TokenEffects, withSides } from './token-effects';
import { HASH_SEED, mix } from './top-words';

/**
 * A token running past the end of a piece is held for the next one up to this long. A longer one (a megabyte without
 * ASCII white space: minified code, binary data) sends the rest of the stream through TextDecoder to `push`.
 */
export const MAX_HELD_BYTES = 1 << 20;

const decoder = new TextDecoder();
const isSpaceByte = (b: number) => b === 0x20 || (b >= 0x09 && b <= 0x0d);

function lastSpace(bytes: Uint8Array): number {
  let i = bytes.length - 1;
  while (i >= 0 && !isSpaceByte(bytes[i])) i--;
  return i;
}

function firstSpace(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) if (isSpaceByte(bytes[i])) return i;
  return -1;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

export class Utf8Counter extends TextCounter {
  /** The bytes after the last white space so far: a token that may go on in the next piece. */
  private held: Uint8Array | null = null;
  /** The last byte counted (white space): the character before the next token; -1 at the start. */
  private lastByte = -1;
  /** Once a token outgrew MAX_HELD_BYTES: the decoder the rest of the stream goes through. */
  private decoder: TextDecoder | null = null;
  private readonly tokenEffects = new TokenEffects();

  /** Adds the next piece of the stream (cut anywhere, even inside a character); use instead of `push`, not with it. */
  pushBytes(bytes: Uint8Array): void {
    if (this.decoder) return this.push(this.decoder.decode(bytes, { stream: true }));
    let at = 0;
    if (this.held) {
      const space = firstSpace(bytes);
      if (space < 0) return this.hold(joined(this.held, bytes));
      const token = joined(this.held, bytes.subarray(0, space + 1));
      this.held = null;
      this.countBytes(token, 0, token.length);
      at = space + 1;
    }
    const end = Math.max(at, lastSpace(bytes) + 1);
    if (end > at) this.countBytes(bytes, at, end);
    if (end < bytes.length) this.hold(bytes.slice(end));
  }

  /** Keeps `bytes` for the next piece, or past MAX_HELD_BYTES counts them and the rest as decoded text. */
  private hold(bytes: Uint8Array) {
    if (bytes.length <= MAX_HELD_BYTES) {
      this.held = bytes;
      return;
    }
    this.held = null;
    this.decoder = new TextDecoder();
    this.push(this.decoder.decode(bytes, { stream: true }));
  }

  protected override close() {
    if (this.decoder) this.push(this.decoder.decode());
    else if (this.held) this.countBytes(this.held, 0, this.held.length);
    this.decoder = null;
    this.held = null;
    super.close();
  }

  /** Counts `bytes[start, end)`, which ends after white space (or at the stream's end). */
  private countBytes(bytes: Uint8Array, start: number, end: number) {
    let i = start;
    while (i < end) {
      const b = bytes[i];
      if (isSpaceByte(b)) {
        this.asciiCharacter(b);
        this.bytesCounted++;
        i++;
      } else i = this.token(bytes, i, end, i > start ? bytes[i - 1] : this.lastByte);
    }
    this.settleAscii(this.bytesCounted);
    this.bytesCounted = 0;
    if (end > start) this.lastByte = bytes[end - 1];
  }

  /** A token too long to remember, counted as text with the characters either side of it (-1: none). */
  private longToken(bytes: Uint8Array, before: number, after: number) {
    const text = withSides(decoder.decode(bytes), before, after);
    this.block(text, before >= 0 ? 1 : 0, text.length - (after >= 0 ? 1 : 0), 0, text.length);
  }

  /** ASCII characters counted as bytes (not decoded, unlike the tokens `block` counts) and not yet settled. */
  private bytesCounted = 0;

  /** Counts the token at `start` (after the byte `before`, -1: none); returns where it ends. */
  private token(bytes: Uint8Array, start: number, end: number, before: number): number {
    let hash = HASH_SEED;
    let i = start;
    for (; i < end; i++) {
      const lower = bytes[i] | 0x20;
      if (lower < 0x61 || lower > 0x7a) break;
      hash = mix(hash, lower);
    }
    const letters = i;
    let simple = letters > start;
    for (; i < end; i++) {
      const b = bytes[i];
      if (b >= 0x80) simple = false;
      else {
        const wordClass = CHAR_TABLE[b] & WORD_CLASS_MASK;
        if (wordClass === SPACE) break;
        if (wordClass === LETTER || wordClass === DIGIT || wordClass === EXTEND_NUM_LET) simple = false; // it may join
      }
    }
    if (simple) {
      this.bytesCounted += i - start;
      this.topWords.addAsciiLetters(bytes, start, letters, hash);
      this.asciiWord(letters - start);
      for (let t = letters; t < i; t++) this.asciiCharacter(bytes[t]);
    } else {
      const after = i < end ? bytes[i] : -1;
      if (i - start <= REMEMBERED_TOKEN_BYTES)
        this.replayToken(this.tokenEffects.effect(bytes, start, i, before, after));
      else this.longToken(bytes.subarray(start, i), before, after);
    }
    return i;
  }
}
