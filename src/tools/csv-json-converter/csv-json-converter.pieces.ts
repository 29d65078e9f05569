/**
 * CSV → JSON of a large file on several cores: the CSV converter's worker reads the file and cuts it into pieces of
 * whole records, which a pool of piece workers (./csv-json-converter.pieces.worker) converts at once; their JSON is put in the
 * file's order into the result's Blob. The result, note and faults are those of one reader (core's csv-pieces).
 */
import { PREVIEW_CHARS, TextResultBuilder } from '../../core/shared/text-result';
import { dialectOf } from './core/csv-reader';
import { csvPiecesToJson } from './core/csv-pieces';
import type { CsvOptions } from './core';
import type { CsvOutcome } from './task';
import type { CsvJsonPiecesTasks } from './csv-json-converter.pieces.worker';
import { createPool } from '../../workers/pool';
import type { TaskContext } from '../../workers/protocol';

/** From this size a file is converted by pieces (below it, starting the piece workers costs more than it saves). */
export const PIECES_FROM_BYTES = 16 * 1024 * 1024;
/** A piece: large enough that handing it over costs little, small enough that the workers start soon. */
const PIECE_BYTES = 4 * 1024 * 1024;
/** The first piece, read here: small, so the piece workers start at once. */
const FIRST_PIECE_BYTES = 256 * 1024;
/** Bytes of the file's start that choose the delimiter and line break (papaparse reads its first 64K characters). */
const DIALECT_BYTES = 256 * 1024;

const cores = () => (typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1));

/** The piece workers: one per core (at most 4), started when a large file comes, closed when idle. */
const piecesPool = createPool<CsvJsonPiecesTasks>(
  () =>
    new Worker(new URL('./csv-json-converter.pieces.worker.ts', import.meta.url), {
      type: 'module',
      name: 'csv-json-converter-pieces',
    }),
  { name: 'CSV converter', size: Math.min(4, Math.max(2, cores())), idleMs: 10_000 },
);

async function* bytesOf(file: Blob) {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * CSV → JSON of a file by pieces, on several cores; undefined when this file is read in one go (small, a single
 * core, blank, or whose line break is a lone '\r').
 */
export async function csvFileByPieces(
  file: Blob,
  options: CsvOptions,
  ctx: TaskContext,
): Promise<CsvOutcome | undefined> {
  if (file.size < PIECES_FROM_BYTES || cores() < 2) return undefined;
  const start = new TextDecoder().decode(await file.slice(0, DIALECT_BYTES).arrayBuffer());
  if (start.trim() === '') return undefined;
  const dialect = dialectOf(start, options.delimiter);
  if (dialect.newline === '\r') return undefined;
  const json = new TextResultBuilder();
  const note = await csvPiecesToJson(bytesOf(file), options, dialect, {
    pieceBytes: PIECE_BYTES,
    firstPieceBytes: FIRST_PIECE_BYTES,
    inFlight: 2 * piecesPool.size,
    readApart: (bytes, setup) =>
      piecesPool.run('piece', { bytes, setup }, { signal: ctx.signal, transfer: [bytes.buffer] }),
    write: (text) => json.add(text),
    writePiece: (piece) => json.addEncoded(piece.json, piece.chars, piece.head),
    read: (bytes) => {
      ctx.signal.throwIfAborted();
      ctx.progress(bytes, file.size);
    },
  });
  const result = json.result();
  return { output: result.length > PREVIEW_CHARS ? result : result.preview, ...(note && { note }) };
}
