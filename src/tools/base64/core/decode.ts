import { TextCursor, type TextPosition } from '../../../core/shared/text-position';
import { fault } from './faults';
import { concatBytes } from '../../../core/shared/bytes';

export { concatBytes };

/** Value of each character code in either alphabet (standard and URL-safe); -1 invalid, -2 whitespace. */
const VALUES = (() => {
  const table = new Int8Array(128).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  table[43] = table[45] = 62; // '+' and '-'
  table[47] = table[95] = 63; // '/' and '_'
  for (const c of [9, 10, 12, 13, 32]) table[c] = -2; // tab, LF, FF, CR, space
  return table;
})();
const PAD = 61; // '='
const WHITESPACE = -2;
const EMPTY = new Uint8Array(0);

type SetFromBase64 = (
  this: Uint8Array,
  text: string,
  options: { alphabet: 'base64' | 'base64url'; lastChunkHandling: 'stop-before-partial' },
) => { read: number; written: number };

/** `Uint8Array.prototype.setFromBase64` (TC39, in Chromium from 2025; SIMD in V8), where the platform has it. */
const nativeSetFromBase64 = () => (Uint8Array.prototype as { setFromBase64?: SetFromBase64 }).setFromBase64;

/** The character (a whole code point) at `index`. */
const characterAt = (text: string, index: number) => String.fromCodePoint(text.codePointAt(index) ?? 0);

/** The first character from `from` on that is not whitespace, or -1. */
const firstNonSpace = (text: string, from: number) => {
  const found = /[^\t\n\f\r ]/.exec(text.slice(from));
  return found ? from + found.index : -1;
};

/** The last character that is not whitespace, or -1. */
const lastNonSpace = (text: string) => {
  let at = text.length - 1;
  while (at >= 0 && VALUES[text.charCodeAt(at)] === WHITESPACE) at--;
  return at;
};

/**
 * Incremental, tolerant Base64 decoder: both alphabets, whitespace anywhere, padding optional.
 * Throws the spec's decoding error on any other character, on data after the padding,
 * or on a dangling single character, followed by what is wrong and where (line and column in the whole text).
 * Where the platform decodes Base64 natively, whole groups go to it (memory
 * speed); the table decoder takes the rest, a mixed-alphabet text, and every error (for the spec's message).
 */
export class Base64Decoder {
  /** Up to 3 pending 6-bit values of the current 4-character group. */
  private quad = 0;
  private quadLength = 0;
  private padCount = 0;
  /** The native decoder read a padded last group: only whitespace may follow. */
  private closed = false;
  private readonly native = nativeSetFromBase64();
  /** Where the text pushed so far ends, to place a fault. */
  private cursor = new TextCursor();
  /** The character that starts the current group when it is the group's only one, and where it is. */
  private lone: { char: string; at: TextPosition } | undefined;

  push(text: string): Uint8Array {
    const atGroupStart = this.quadLength === 0 && this.padCount === 0 && !this.closed;
    const bytes = (this.native && atGroupStart && this.pushNative(this.native, text)) || this.pushTable(text, 0);
    const last = this.quadLength === 1 ? lastNonSpace(text) : -1;
    if (last !== -1) this.lone = { char: characterAt(text, last), at: this.cursor.positionIn(text, last) };
    this.cursor.pass(text);
    return bytes;
  }

  /** Moves past text that is not Base64 but comes before it (a data URL's head), so positions count it. */
  skip(text: string): void {
    this.cursor.pass(text);
  }

  /** The decoding fault `key` for the character at `index` of the text being pushed. */
  private fault(text: string, index: number, key: 'invalidCharacter' | 'misplacedPadding' | 'afterPadding') {
    const at = this.cursor.positionIn(text, index);
    return fault(key, { char: characterAt(text, index), line: at.line, column: at.column }, at);
  }

  /** Whole groups natively, the partial last group by table; null when the platform refuses the text. */
  private pushNative(setFromBase64: SetFromBase64, text: string): Uint8Array | null {
    const alphabet = text.includes('-') || text.includes('_') ? 'base64url' : 'base64';
    const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
    let read: number;
    let written: number;
    try {
      ({ read, written } = setFromBase64.call(out, text, { alphabet, lastChunkHandling: 'stop-before-partial' }));
    } catch {
      return null; // an invalid character, data after padding, or both alphabets: the table decides
    }
    const head = out.subarray(0, written);
    if (/=\s*$/.test(text.slice(Math.max(0, read - 8), read))) {
      this.closed = true;
      const extra = firstNonSpace(text, read);
      if (extra !== -1) throw this.afterPaddingFault(text, extra);
      return head;
    }
    const tail = read < text.length ? this.pushTable(text, read) : EMPTY;
    return tail.length ? concatBytes([head, tail]) : head;
  }

  /**
   * The fault of a character after the padding: '=' is misplaced padding and a character no Base64 has is invalid, as
   * the table names them anywhere (the platform's decoder and the table then say the same); any other is data after
   * the padding.
   */
  private afterPaddingFault(text: string, index: number) {
    const code = text.charCodeAt(index);
    // A second '=' after the group one completed ('AAA=='): misplaced padding, as the table names it.
    if (code === PAD) return this.fault(text, index, 'misplacedPadding');
    if (code >= 128 || VALUES[code] < 0) return this.fault(text, index, 'invalidCharacter');
    return this.fault(text, index, 'afterPadding');
  }

  /** Decodes `text` from `start` on with the table. */
  private pushTable(text: string, start: number): Uint8Array {
    if (this.closed) {
      const extra = firstNonSpace(text, start);
      if (extra !== -1) throw this.afterPaddingFault(text, extra);
      return EMPTY;
    }
    const out = new Uint8Array(Math.floor(((text.length - start + this.quadLength) * 3) / 4));
    let o = 0;
    for (let i = start; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const value = code < 128 ? VALUES[code] : -1;
      if (value === WHITESPACE) continue;
      if (code === PAD) {
        // Padding may only complete a group of 2 or 3 characters.
        if (this.quadLength + this.padCount < 2 || this.quadLength + this.padCount >= 4)
          throw this.fault(text, i, 'misplacedPadding');
        this.padCount++;
        continue;
      }
      if (value < 0) throw this.fault(text, i, 'invalidCharacter');
      if (this.padCount > 0) throw this.fault(text, i, 'afterPadding');
      this.quad = (this.quad << 6) | value;
      if (++this.quadLength === 4) {
        out[o++] = this.quad >>> 16;
        out[o++] = (this.quad >>> 8) & 255;
        out[o++] = this.quad & 255;
        this.quad = 0;
        this.quadLength = 0;
      }
    }
    return out.subarray(0, o);
  }

  /** The last 1-2 bytes of an unpadded or padded final group; resets for reuse. */
  end(): Uint8Array {
    const { quad, quadLength, lone } = this;
    this.quad = this.quadLength = this.padCount = 0;
    this.closed = false;
    this.cursor = new TextCursor();
    this.lone = undefined;
    if (quadLength === 1) {
      throw lone
        ? fault('lengthProblem', { char: lone.char, line: lone.at.line, column: lone.at.column }, lone.at)
        : fault('decode');
    }
    if (quadLength === 2) return Uint8Array.of(quad >>> 4);
    if (quadLength === 3) return Uint8Array.of(quad >>> 10, (quad >>> 2) & 255);
    return new Uint8Array(0);
  }
}

/**
 * Bytes of a Base64 text (either alphabet, whitespace and missing padding tolerated). `before` is the text that
 * precedes it in the input (a data URL's head), so that an error's position is the input's.
 */
export function decodeBytes(base64: string, before = ''): Uint8Array {
  const decoder = new Base64Decoder();
  decoder.skip(before);
  const head = decoder.push(base64);
  const tail = decoder.end();
  return tail.length ? concatBytes([head, tail]) : head;
}

/** The bytes as UTF-8 text, or null when they are not valid UTF-8 (i.e. binary data). */
export function utf8OrNull(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
