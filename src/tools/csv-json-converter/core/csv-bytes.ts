/**
 * A piece of CSV (whole records, see ./record-cuts) straight from UTF-8 bytes to JSON bytes, with no string made on the
 * way: the fast path of a large file's pieces, since decoding, papaparse's rows of strings and encoding again cost
 * three times one pass over the bytes. It writes exactly what `CsvToJson` writes, and only where it is sure of that:
 * anything else (Trim on, quoting papaparse would refuse or read its own way, bytes that are not UTF-8, an empty
 * piece) gives undefined, and the piece is read the string way, which also names any fault.
 */
import type { CsvDialect } from './csv-reader';
import { columnPrefix, NOTED_ROWS, rowFrame, type CsvColumns, type CsvPieceCounts } from './csv-to-json';
import type { CsvOptions } from './options';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;
const CR = 0x0d;
/** A number is short; longer fields are strings (as `jsonValueOf` has it). */
const NUMBER_MAX = 400;

const encoder = new TextEncoder();
const HEX = encoder.encode('0123456789abcdef');
/** JSON.stringify's short escapes of controls (0 where it writes \u00XX). */
const SHORT_ESCAPES = new Uint8Array(32);
SHORT_ESCAPES[0x08] = 0x62; // \b
SHORT_ESCAPES[0x09] = 0x74; // \t
SHORT_ESCAPES[0x0a] = 0x6e; // \n
SHORT_ESCAPES[0x0c] = 0x66; // \f
SHORT_ESCAPES[0x0d] = 0x72; // \r
const NULL = encoder.encode('null');
const COMMA = encoder.encode(',');
const TRUE = encoder.encode('true');
const FALSE = encoder.encode('false');

/** A piece's JSON as bytes, with what the page shows of it and its counts. */
export interface CsvBytesResult extends CsvPieceCounts {
  json: Uint8Array<ArrayBuffer>;
  blank: boolean;
}

/** Raised inside the scan where the fast path cannot be sure; caught at its top (one instance: made once). */
const notSure = new Error('not sure: read the piece as text');

/** A growing output buffer. */
class Output {
  buffer: Uint8Array<ArrayBuffer>;
  at = 0;

  constructor(size: number) {
    this.buffer = new Uint8Array(Math.max(1024, size));
  }

  /** Room for `count` more bytes. */
  room(count: number) {
    if (this.at + count <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.at + count));
    grown.set(this.buffer.subarray(0, this.at));
    this.buffer = grown;
  }

  put(bytes: Uint8Array) {
    this.room(bytes.length);
    this.buffer.set(bytes, this.at);
    this.at += bytes.length;
  }

  done(): Uint8Array<ArrayBuffer> {
    return this.buffer.slice(0, this.at);
  }
}

/** The length of a well-formed UTF-8 sequence starting at `at` (before `end`); throws when it is ill-formed. */
function sequenceLength(bytes: Uint8Array, at: number, end: number): number {
  const lead = bytes[at];
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    else if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    else if (lead === 0xf4) high = 0x8f;
  } else throw notSure;
  if (at + length > end) throw notSure;
  const second = bytes[at + 1];
  if (second < low || second > high) throw notSure;
  for (let i = 2; i < length; i++) if ((bytes[at + i] & 0xc0) !== 0x80) throw notSure;
  return length;
}

/** Whether bytes [start, end) are a JSON number as written (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`). */
function isJsonNumber(bytes: Uint8Array, start: number, end: number): boolean {
  let at = start;
  const digit = (i: number) => i < end && bytes[i] >= 0x30 && bytes[i] <= 0x39;
  const digits = () => {
    const from = at;
    while (digit(at)) at++;
    return at > from;
  };
  if (bytes[at] === 0x2d) at++;
  if (bytes[at] === 0x30 && at < end) at++;
  else if (!digits()) return false;
  if (at < end && bytes[at] === 0x2e) {
    at++;
    if (!digits()) return false;
  }
  if (at < end && (bytes[at] | 0x20) === 0x65) {
    at++;
    if (at < end && (bytes[at] === 0x2b || bytes[at] === 0x2d)) at++;
    if (!digits()) return false;
  }
  return at === end;
}

/** Whether bytes [start, end) are `word` (lower case) in any case. */
function isWord(bytes: Uint8Array, start: number, end: number, word: Uint8Array): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if ((bytes[start + i] | 0x20) !== word[i]) return false;
  return true;
}

/** Whether the piece is all white space, as `String.trim` sees it (decoded only when no ASCII byte tells). */
function isBlankPiece(bytes: Uint8Array): boolean {
  let ascii = true;
  for (const byte of bytes) {
    if (byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)) continue;
    if (byte < 0x80) return false;
    ascii = false;
  }
  return ascii || new TextDecoder().decode(bytes).trim() === '';
}

/** Writes one piece's rows. Fields of the current row are kept as byte ranges, reused from row to row. */
class PieceWriter {
  private readonly out: Output;
  private readonly prefixes: Uint8Array[] = [];
  private readonly open: Uint8Array;
  private readonly close: Uint8Array;
  private readonly empty: Uint8Array;
  private readonly separator: Uint8Array;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  /** Per field: 1 when it was quoted with doubled quotes inside (written with every second quote dropped). */
  private doubled = new Uint8Array(64);
  private count = 0;
  readonly counts: CsvPieceCounts & { ragged: [number, number][] } = {
    rows: 0,
    written: 0,
    raggedCount: 0,
    ragged: [],
  };

  constructor(
    private readonly bytes: Uint8Array,
    private readonly options: CsvOptions,
    private readonly columns: CsvColumns,
  ) {
    this.out = new Output(bytes.length * 2);
    const frame = rowFrame(options);
    this.open = encoder.encode(frame.open);
    this.close = encoder.encode(frame.close);
    this.empty = encoder.encode(frame.empty);
    this.separator = encoder.encode(options.shape === 'lines' ? '' : ',\n');
  }

  /** A field [start, end) of the current row. */
  field(start: number, end: number, doubled: boolean) {
    if (this.count === this.starts.length) this.growFields();
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.doubled[this.count++] = doubled ? 1 : 0;
  }

  /** Ends the current row: written unless it is blank (one empty field) in a table of several columns. */
  endRow() {
    const { counts, columns } = this;
    const blank = this.count === 1 && this.starts[0] === this.ends[0];
    if (!(blank && columns.width !== 1)) {
      counts.rows++;
      if (this.count !== columns.width) {
        counts.raggedCount++;
        if (counts.ragged.length < NOTED_ROWS) counts.ragged.push([counts.rows, this.count]);
      }
      if (counts.written) this.out.put(this.separator);
      this.writeRow();
      counts.written++;
    }
    this.count = 0;
  }

  /** Whether a row has fields not yet ended. */
  get pending(): boolean {
    return this.count > 0;
  }

  done(): Uint8Array<ArrayBuffer> {
    return this.out.done();
  }

  private writeRow() {
    const { out, count } = this;
    const width = this.options.shape === 'arrays' ? count : Math.max(count, this.columns.keys.length);
    if (width === 0) return out.put(this.empty);
    out.put(this.open);
    for (let i = 0; i < width; i++) {
      if (i) out.put(COMMA);
      out.put(this.prefix(i));
      if (i < count) this.writeValue(this.starts[i], this.ends[i], this.doubled[i] === 1);
      else out.put(NULL);
    }
    out.put(this.close);
  }

  private prefix(i: number): Uint8Array {
    return (this.prefixes[i] ??= encoder.encode(columnPrefix(this.options, this.columns.keys, i)));
  }

  /** One field's value, inferred as `jsonValueOf` does (a field with doubled quotes holds a quote: a string). */
  private writeValue(start: number, end: number, doubled: boolean) {
    const { bytes, out } = this;
    if (this.options.infer && !doubled) {
      if (start === end) return out.put(NULL);
      if (isWord(bytes, start, end, TRUE)) return out.put(TRUE);
      if (isWord(bytes, start, end, FALSE)) return out.put(FALSE);
      if (end - start <= NUMBER_MAX && isJsonNumber(bytes, start, end)) {
        out.room(end - start);
        out.buffer.set(bytes.subarray(start, end), out.at);
        out.at += end - start;
        return;
      }
    }
    this.writeString(start, end, doubled);
  }

  /** A JSON string of bytes [start, end), escaped as JSON.stringify escapes (valid UTF-8 needs no escape). */
  private writeString(start: number, end: number, doubled: boolean) {
    const { bytes, out } = this;
    // At worst every byte becomes \u00XX.
    out.room(6 * (end - start) + 2);
    const buffer = out.buffer;
    let at = out.at;
    buffer[at++] = QUOTE;
    for (let i = start; i < end; i++) {
      const byte = bytes[i];
      if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) {
        if (byte < 0x80) buffer[at++] = byte;
        else {
          const length = sequenceLength(bytes, i, end);
          for (let k = 0; k < length; k++) buffer[at++] = bytes[i + k];
          i += length - 1;
        }
      } else if (byte === QUOTE || byte === BACKSLASH) {
        buffer[at++] = BACKSLASH;
        buffer[at++] = byte;
        if (byte === QUOTE && doubled) i++;
      } else at = escapeControl(buffer, at, byte);
    }
    buffer[at++] = QUOTE;
    out.at = at;
  }

  private growFields() {
    const grow = <T extends Int32Array | Uint8Array>(array: T, make: (length: number) => T) => {
      const grown = make(array.length * 2);
      grown.set(array);
      return grown;
    };
    this.starts = grow(this.starts, (length) => new Int32Array(length));
    this.ends = grow(this.ends, (length) => new Int32Array(length));
    this.doubled = grow(this.doubled, (length) => new Uint8Array(length));
  }
}

/** Writes a control character's escape at `at`; returns the position after it. */
function escapeControl(buffer: Uint8Array, at: number, byte: number): number {
  buffer[at++] = BACKSLASH;
  const short = SHORT_ESCAPES[byte];
  if (short) {
    buffer[at++] = short;
    return at;
  }
  buffer.set([0x75, 0x30, 0x30, HEX[byte >> 4], HEX[byte & 15]], at);
  return at + 5;
}

/** Reads the piece's records into the writer, as papaparse reads them with the dialect's delimiter and line break. */
function readRecords(bytes: Uint8Array, delimiter: number, crlf: boolean, writer: PieceWriter) {
  const n = bytes.length;
  let at = 0;
  while (at < n) {
    // One field a turn; `at` is the field's start.
    if (bytes[at] === QUOTE) {
      let close = at + 1;
      let doubled = false;
      for (;;) {
        close = bytes.indexOf(QUOTE, close);
        if (close < 0) throw notSure;
        if (bytes[close + 1] !== QUOTE) break;
        doubled = true;
        close += 2;
      }
      writer.field(at + 1, close, doubled);
      at = close + 1;
      if (at === n) break;
      const next = bytes[at];
      if (next === delimiter) at++;
      else {
        const newline = crlf ? next === CR && bytes[at + 1] === LF : next === LF;
        if (!newline) throw notSure;
        at += crlf ? 2 : 1;
        writer.endRow();
      }
      if (at === n && bytes[at - 1] === delimiter) writer.field(at, at, false);
      continue;
    }
    let end = at;
    let byte = 0;
    for (; end < n; end++) {
      byte = bytes[end];
      if (byte === delimiter) break;
      if (byte === LF && (!crlf || (end > at && bytes[end - 1] === CR))) break;
    }
    if (end === n) {
      writer.field(at, n, false);
      break;
    }
    if (byte === delimiter) {
      writer.field(at, end, false);
      at = end + 1;
      if (at === n) writer.field(at, at, false);
      continue;
    }
    writer.field(at, crlf ? end - 1 : end, false);
    writer.endRow();
    at = end + 1;
  }
  // The last record, when no line break ends the piece.
  if (writer.pending) writer.endRow();
}

/**
 * A piece of CSV read apart (the file's columns known) to JSON bytes, or undefined where the string way must read it
 * (see the module's comment).
 */
export function csvBytesToJson(
  bytes: Uint8Array,
  options: CsvOptions,
  dialect: CsvDialect,
  columns: CsvColumns,
): CsvBytesResult | undefined {
  const crlf = dialect.newline === '\r\n';
  if (options.trim || bytes.length === 0 || dialect.delimiter.length !== 1) return undefined;
  if (!crlf && dialect.newline !== '\n') return undefined;
  const writer = new PieceWriter(bytes, options, columns);
  try {
    const blank = isBlankPiece(bytes);
    readRecords(bytes, dialect.delimiter.charCodeAt(0), crlf, writer);
    return { json: writer.done(), blank, ...writer.counts };
  } catch (error) {
    if (error === notSure) return undefined;
    throw error;
  }
}
