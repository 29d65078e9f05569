/**
 * CSV → JSON of a large file by pieces of whole records (./record-cuts), so that several workers convert it at once:
 * the first piece is read where the pieces are put together (it names the columns), each later one is read apart with
 * those columns (`csvPieceToJson`) and its JSON is put in its place with its counts (`CsvPiecesToJson.take`). The
 * result, the note and every fault's position are those of reading the file in one go: rows and lines are numbered in
 * the whole file, bytes counted from its start.
 */
import { converterFault } from '../../../core/shared/json-converter-faults';
import { PREVIEW_CHARS, utf8Head, utf8Units } from '../../../core/shared/text-result';
import { ToolError } from '../../../core/shared/tool-error';
import { invalidUtf8At } from '../../../core/shared/utf8';
import { csvBytesToJson } from './csv-bytes';
import { CsvReader, type CsvDialect } from './csv-reader';
import { CsvToJson, type CsvColumns, type CsvPieceCounts } from './csv-to-json';
import { CSV_MESSAGES } from './messages';
import type { CsvOptions } from './options';
import { RecordCutter, type RecordPiece } from './record-cuts';

/** What reading a piece apart needs: the options, the file's dialect and columns, and where the piece starts. */
export interface CsvPieceSetup {
  options: CsvOptions;
  dialect: CsvDialect;
  columns: CsvColumns;
  startLine: number;
  startByte: number;
}

/** A piece's JSON (rows joined, no separator before the first) and its counts. */
export interface CsvPieceResult extends CsvPieceCounts {
  json: string;
  /** Nothing but white space. */
  blank: boolean;
}

/** A piece's text, strictly UTF-8 (a fault's byte counted in the whole file); the file's BOM dropped. */
function pieceText(bytes: Uint8Array, startByte: number): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: startByte > 0 }).decode(bytes);
  } catch {
    throw new ToolError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.invalidUtf8(startByte + invalidUtf8At(bytes)));
  }
}

/** The rows of a piece: whole records, so read to its end. */
const rowsOf = (text: string, options: CsvOptions, dialect: CsvDialect, startLine: number) =>
  new CsvReader(options.delimiter, { dialect, startLine }).read(text, true);

/** Converts one piece read apart (in a worker of its own), with the columns of the file's first row. */
export function csvPieceToJson(bytes: Uint8Array, setup: CsvPieceSetup): CsvPieceResult {
  const text = pieceText(bytes, setup.startByte);
  const writer = new CsvToJson(setup.options, setup.columns);
  const json = writer.write(rowsOf(text, setup.options, setup.dialect, setup.startLine));
  return { json, ...writer.counts, blank: text.trim() === '' };
}

/** A piece's JSON as UTF-8 bytes (moved, not copied, out of its worker), its length in characters and its start. */
export interface CsvPieceBytes extends Omit<CsvPieceResult, 'json'> {
  json: Uint8Array<ArrayBuffer>;
  chars: number;
  head: string;
}

const encoder = new TextEncoder();

/** Converts one piece read apart to JSON bytes: straight from its bytes where it can (./csv-bytes), else as text. */
export function csvPieceToBytes(bytes: Uint8Array, setup: CsvPieceSetup): CsvPieceBytes {
  const fast = csvBytesToJson(bytes, setup.options, setup.dialect, setup.columns);
  if (fast) return { ...fast, chars: utf8Units(fast.json), head: utf8Head(fast.json) };
  const { json, ...counts } = csvPieceToJson(bytes, setup);
  return { ...counts, json: encoder.encode(json), chars: json.length, head: json.slice(0, PREVIEW_CHARS) };
}

/** Puts a file's pieces together: reads the first ones itself, takes the others' JSON in turn. */
export class CsvPiecesToJson {
  private readonly writer: CsvToJson;
  private blank = true;

  constructor(
    private readonly options: CsvOptions,
    private readonly dialect: CsvDialect,
  ) {
    this.writer = new CsvToJson(options);
  }

  /** How a piece is read apart; undefined until the columns are known (read that piece here). */
  setupFor(piece: RecordPiece): CsvPieceSetup | undefined {
    const { columns } = this.writer;
    if (!columns) return undefined;
    const { options, dialect } = this;
    return { options, dialect, columns, startLine: piece.startLine, startByte: piece.startByte };
  }

  /** Reads a piece here (the first ones, until the columns are known): its JSON. */
  readHere(piece: RecordPiece): string {
    const text = pieceText(piece.bytes, piece.startByte);
    this.blank &&= text.trim() === '';
    return this.writer.write(rowsOf(text, this.options, this.dialect, piece.startLine));
  }

  /** A piece read apart, taken in its turn: the text that goes before its JSON. */
  take(result: Omit<CsvPieceResult, 'json'>): string {
    this.blank &&= result.blank;
    return this.writer.absorb(result);
  }

  /** Whether every piece so far was blank (the converter then refuses the file). */
  get allBlank(): boolean {
    return this.blank;
  }

  end(): string {
    return this.writer.end();
  }

  note(): string | undefined {
    return this.writer.note();
  }
}

/** How `csvPiecesToJson` has the pieces read apart and where it writes. */
export interface CsvPiecesFlow<R extends Omit<CsvPieceResult, 'json'>> {
  /** Pieces are cut at the first record break past this many bytes; the first (read here) past `firstPieceBytes`. */
  pieceBytes: number;
  firstPieceBytes?: number;
  /** Pieces read apart at once, at most (the oldest is waited for beyond it: memory stays flat). */
  inFlight: number;
  /** Reads a piece apart (in another worker): its result with its JSON in whatever form `writePiece` takes. */
  readApart: (bytes: Uint8Array<ArrayBuffer>, setup: CsvPieceSetup) => Promise<R>;
  /** Writes JSON made here, and a piece's JSON read apart, in the file's order. */
  write: (text: string) => void;
  writePiece: (result: R) => void;
  /** Told the bytes read so far after each chunk (progress; a throw stops the flow: Cancel). */
  read?: (bytes: number) => void;
}

/**
 * CSV → JSON of a byte stream whose line break is '\n' or '\r\n' (known with its delimiter, from its start): cut into
 * pieces of whole records, the first read here, the others apart, their JSON written in order. Returns the note.
 */
export async function csvPiecesToJson<R extends Omit<CsvPieceResult, 'json'>>(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: CsvOptions,
  dialect: CsvDialect,
  flow: CsvPiecesFlow<R>,
): Promise<string | undefined> {
  const cutter = new RecordCutter(
    dialect.delimiter.charCodeAt(0),
    dialect.newline === '\r\n' ? '\r\n' : '\n',
    flow.pieceBytes,
    flow.firstPieceBytes,
  );
  const pieces = new CsvPiecesToJson(options, dialect);
  const pending: Promise<R>[] = [];
  const settle = async (count: number) => {
    while (pending.length > count) {
      const result = await pending.shift()!;
      flow.write(pieces.take(result));
      flow.writePiece(result);
    }
  };
  const send = async (piece: RecordPiece) => {
    const setup = pieces.setupFor(piece);
    if (!setup) return flow.write(pieces.readHere(piece));
    // Read apart, it is settled in turn; a fault is raised in turn too (an earlier one first, as one reader would).
    const result = flow.readApart(piece.bytes, setup);
    result.catch(() => {});
    pending.push(result);
    await settle(flow.inFlight);
  };
  let read = 0;
  for await (const chunk of chunks) {
    for (const piece of cutter.push(chunk)) await send(piece);
    read += chunk.length;
    flow.read?.(read);
  }
  const last = cutter.end();
  if (last) await send(last);
  await settle(0);
  if (pieces.allBlank) throw converterFault('blank', { format: 'CSV' });
  flow.write(pieces.end());
  return pieces.note();
}
