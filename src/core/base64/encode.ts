import { encodeError } from './messages';

/** RFC 2045 (MIME) limits encoded lines to 76 characters, separated by CRLF. */
export const MIME_LINE_LENGTH = 76;
export const MIME_LINE_BREAK = '\r\n';

export interface EncodeOptions {
  /** RFC 4648 section 5 alphabet: '-' and '_' instead of '+' and '/'. */
  urlSafe?: boolean;
  /** Break the output into lines of this many characters (0 or undefined: one line). */
  lineLength?: number;
  /** Keep the trailing '=' padding (default true). */
  padding?: boolean;
}

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PAD = 61; // '='

const alphabetCodes = (alphabet: string) => Uint8Array.from(alphabet, (c) => c.charCodeAt(0));
const STANDARD_CODES = alphabetCodes(STANDARD);
const URL_SAFE_CODES = alphabetCodes(URL_SAFE);

// The output is pure ASCII, so UTF-8 decoding of the code buffer is a fast, exact byte-to-char copy.
const ascii = new TextDecoder();

/**
 * Incremental Base64 encoder: feed bytes in any chunking, get the same text as one-shot encoding.
 * Lets a big file be encoded slice by slice without freezing the page.
 */
export class Base64Encoder {
  private readonly codes: Uint8Array;
  private readonly padding: boolean;
  private readonly lineLength: number;
  /** 0-2 bytes left over from the previous chunk (a group needs 3). */
  private carry = new Uint8Array(0);
  /** Characters already written on the current output line. */
  private column = 0;

  constructor(options: EncodeOptions = {}) {
    this.codes = options.urlSafe ? URL_SAFE_CODES : STANDARD_CODES;
    this.padding = options.padding ?? true;
    this.lineLength = Math.max(0, Math.floor(options.lineLength ?? 0));
  }

  /** Encodes every complete 3-byte group available so far. */
  push(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.carry.length) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
    }
    const whole = bytes.length - (bytes.length % 3);
    this.carry = bytes.slice(whole);
    return this.wrap(this.encodeGroups(bytes, whole, false));
  }

  /** Encodes what is left (with padding) and resets for reuse. */
  end(): string {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    const text = this.wrap(this.encodeGroups(rest, rest.length, true));
    this.column = 0;
    return text;
  }

  private encodeGroups(bytes: Uint8Array, length: number, final: boolean): string {
    const codes = this.codes;
    const out = new Uint8Array(Math.ceil(length / 3) * 4);
    let o = 0;
    let i = 0;
    for (; i + 2 < length; i += 3) {
      const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
      out[o++] = codes[n >>> 18];
      out[o++] = codes[(n >>> 12) & 63];
      out[o++] = codes[(n >>> 6) & 63];
      out[o++] = codes[n & 63];
    }
    if (final && i < length) {
      const two = i + 1 < length;
      const n = (bytes[i] << 16) | (two ? bytes[i + 1] << 8 : 0);
      out[o++] = codes[n >>> 18];
      out[o++] = codes[(n >>> 12) & 63];
      if (two) out[o++] = codes[(n >>> 6) & 63];
      else if (this.padding) out[o++] = PAD;
      if (this.padding) out[o++] = PAD;
    }
    return ascii.decode(out.subarray(0, o));
  }

  private wrap(text: string): string {
    const width = this.lineLength;
    if (!width || !text) return text;
    const parts: string[] = [];
    let start = 0;
    while (start < text.length) {
      if (this.column === width) {
        parts.push(MIME_LINE_BREAK);
        this.column = 0;
      }
      const take = Math.min(width - this.column, text.length - start);
      parts.push(text.slice(start, start + take));
      this.column += take;
      start += take;
    }
    return parts.join('');
  }
}

/** Base64 of raw bytes. */
export function encodeBytes(bytes: Uint8Array, options?: EncodeOptions): string {
  const encoder = new Base64Encoder(options);
  return encoder.push(bytes) + encoder.end();
}

// A lone surrogate cannot be written as UTF-8; TextEncoder would silently turn it into U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Base64 of the UTF-8 bytes of `text` (emoji, accents, any script). */
export function encodeText(text: string, options?: EncodeOptions): string {
  if (LONE_SURROGATE.test(text)) throw encodeError();
  return encodeBytes(new TextEncoder().encode(text), options);
}

/** The head of a data URL for content of this type, e.g. 'data:image/png;base64,'. */
export function dataUrlPrefix(mimeType: string): string {
  return `data:${mimeType || 'application/octet-stream'};base64,`;
}
