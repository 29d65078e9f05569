/**
 * Cuts a CSV byte stream into pieces of whole records, so that several workers can read a large file at once: a cut
 * is made only after a line feed outside quoted fields ('\n' or '\r\n' line breaks; a lone '\r' file is one piece).
 * Quoting follows papaparse's reading (a quote opens a field only at its start; `6'2"` opens nothing), so a fault is
 * found where a single reader finds it. Only quotes and line feeds are looked at (`indexOf`), so the scan costs far
 * less than a parse.
 */

import { concatBytes } from '../../../core/shared/bytes';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BOM = [0xef, 0xbb, 0xbf];

/** A piece of whole records: its bytes, and where it starts in the stream (its first byte and line, 1-based). */
export interface RecordPiece {
  bytes: Uint8Array<ArrayBuffer>;
  startByte: number;
  startLine: number;
}

/** How many times `byte` occurs in `bytes`. */
export function countByte(bytes: Uint8Array, byte: number): number {
  let count = 0;
  for (let at = bytes.indexOf(byte); at !== -1; at = bytes.indexOf(byte, at + 1)) count++;
  return count;
}

/** The chunks in one buffer of their own: a piece may be moved to another worker, which detaches its buffer. */
function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const [only] = chunks;
  if (chunks.length === 1 && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength)
    return only as Uint8Array<ArrayBuffer>;
  return concatBytes(chunks);
}

export class RecordCutter {
  /** Inside a quoted field, after all bytes scanned so far. */
  private inside = false;
  /** The last byte scanned was a quote inside a field: a doubled quote or the close, as the next byte says. */
  private pendingQuote = false;
  /** The two bytes before the current chunk (a field starts after a delimiter or a line break). */
  private before = [CR, LF];
  /** Bytes passed before the current chunk, and the stream's first three (a BOM, or not). */
  private passed = 0;
  private readonly head: number[] = [];
  /** The chunks of the piece being gathered, their length, and where the piece starts. */
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  private pieceByte = 0;
  private pieceLine = 1;

  constructor(
    private readonly delimiter: number,
    /** The text's line break: with '\r\n' a lone line feed is data, no record ends there. */
    private readonly newline: '\n' | '\r\n',
    /** A piece is cut once it holds at least this many bytes (at the next line break outside quotes). */
    private readonly pieceBytes: number,
    /** The same for the first piece (read where the pieces are put together: a small one lets the others start). */
    private readonly firstPieceBytes = pieceBytes,
  ) {}

  /** The whole pieces the stream holds once `chunk` is added (often none: a piece gathers many chunks). */
  push(chunk: Uint8Array): RecordPiece[] {
    for (let i = 0; this.head.length < BOM.length && i < chunk.length; i++) this.head.push(chunk[i]);
    const cut = this.scan(chunk);
    this.passed += chunk.length;
    if (chunk.length) this.before = [this.byteAt(chunk, chunk.length - 2), chunk[chunk.length - 1]];
    const enough = this.pieceByte === 0 ? this.firstPieceBytes : this.pieceBytes;
    if (cut === -1 || this.heldBytes + cut < enough) {
      this.hold(chunk);
      return [];
    }
    this.hold(chunk.subarray(0, cut));
    const piece = this.takePiece();
    this.hold(chunk.subarray(cut));
    return [piece];
  }

  /** The rest of the stream, after its last chunk (undefined when nothing is left). */
  end(): RecordPiece | undefined {
    return this.heldBytes ? this.takePiece() : undefined;
  }

  private hold(bytes: Uint8Array) {
    if (!bytes.length) return;
    this.held.push(bytes);
    this.heldBytes += bytes.length;
  }

  private takePiece(): RecordPiece {
    const bytes = concat(this.held);
    const piece = { bytes, startByte: this.pieceByte, startLine: this.pieceLine };
    this.pieceByte += bytes.length;
    this.pieceLine += countByte(bytes, LF);
    this.held = [];
    this.heldBytes = 0;
    return piece;
  }

  /**
   * Follows the quoting through `chunk` and returns where a cut may be made in it: just after its last line feed
   * outside quotes (-1 when there is none).
   */
  private scan(chunk: Uint8Array): number {
    // Where each quoted stretch of this chunk starts and ends, in turn: a line feed between them is outside.
    const stretches: number[] = [];
    let at = this.start(chunk, stretches);
    while (at < chunk.length) {
      const quote = chunk.indexOf(QUOTE, at);
      if (quote === -1) break;
      if (this.inside) {
        if (quote + 1 === chunk.length) {
          this.pendingQuote = true;
          break;
        }
        if (chunk[quote + 1] === QUOTE) at = quote + 2;
        else {
          this.inside = false;
          stretches.push(quote + 1);
          at = quote + 1;
        }
      } else {
        if (this.opensField(chunk, quote)) {
          this.inside = true;
          stretches.push(quote);
        }
        at = quote + 1;
      }
    }
    if (this.inside) stretches.push(chunk.length);
    return this.lastCutOutside(chunk, stretches);
  }

  /** The byte at `at` of the stream, counted from the current chunk's start (-1 and -2: the previous chunks'). */
  private byteAt(chunk: Uint8Array, at: number): number {
    return at >= 0 ? chunk[at] : this.before[2 + at];
  }

  /** Whether a line break ends just after `at` (a line feed, after a carriage return where the break is '\r\n'). */
  private breakEndsAt(chunk: Uint8Array, at: number): boolean {
    return this.byteAt(chunk, at) === LF && (this.newline === '\n' || this.byteAt(chunk, at - 1) === CR);
  }

  /** Just after the last line break of `chunk` that lies outside the quoted `stretches` (start, end pairs), or -1. */
  private lastCutOutside(chunk: Uint8Array, stretches: readonly number[]): number {
    let stretch = stretches.length - 2;
    for (let lf = chunk.lastIndexOf(LF); lf !== -1;) {
      while (stretch >= 0 && stretches[stretch] > lf) stretch -= 2;
      const outside = stretch < 0 || lf >= stretches[stretch + 1];
      if (outside && this.breakEndsAt(chunk, lf)) return lf + 1;
      // Inside a quoted stretch, look before it; a lone line feed in a '\r\n' text, before it.
      const before = outside ? lf : stretches[stretch];
      lf = before === 0 ? -1 : chunk.lastIndexOf(LF, before - 1);
    }
    return -1;
  }

  /** Where the scan of a chunk begins: after a quote that the last chunk cut from the byte that tells its meaning. */
  private start(chunk: Uint8Array, stretches: number[]): number {
    if (this.inside) stretches.push(0);
    if (!this.pendingQuote || !chunk.length) return 0;
    this.pendingQuote = false;
    if (chunk[0] === QUOTE) return 1;
    this.inside = false;
    stretches.push(0);
    return 0;
  }

  private opensField(chunk: Uint8Array, quote: number): boolean {
    if (this.byteAt(chunk, quote - 1) === this.delimiter || this.breakEndsAt(chunk, quote - 1)) return true;
    // The first field starts the text, after its BOM if it has one (the reader drops it).
    return this.passed + quote === BOM.length && BOM.every((byte, i) => this.head[i] === byte);
  }
}
