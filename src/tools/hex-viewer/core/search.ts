/**
 * Searching a file for a byte pattern chunk by chunk, in any order and on several workers (a part of the file each):
 * each chunk is searched on its own (`searchPiece`), keeping its first and last `pattern.length - 1` bytes, and
 * `mergePieces` joins the neighbours' edges for the matches that straddle them. Overlapping matches all count (`aa`
 * is found twice in `aaa`).
 */
import { forEachMatch } from './scan';
import { findMatches } from './simd-scan';

/** Offsets kept, at most: beyond it, matches are only counted. */
export const MATCH_LIMIT = 100_000;

export interface SearchResult {
  /** Every match's offset, up to MATCH_LIMIT, in order. */
  offsets: number[];
  /** Matches in all. */
  count: number;
}

/** A chunk searched on its own: the matches inside it, and its edges, where matches across its borders lie. */
export interface PieceMatches {
  /** The file offset of its first byte, and its length. */
  at: number;
  bytes: number;
  /** Matches that lie wholly inside it. */
  count: number;
  /** Their file offsets in order, the first ones only when the search listed enough already. */
  offsets: number[];
  /** Its first and last `pattern.length - 1` bytes (all of it, if it is shorter). */
  head: Uint8Array;
  tail: Uint8Array;
}

/** Searches one chunk, whose first byte is at `at` in the file, listing at most `listing` offsets. */
export function searchPiece(chunk: Uint8Array, pattern: Uint8Array, at: number, listing = MATCH_LIMIT): PieceMatches {
  if (pattern.length === 0) throw new RangeError('An empty pattern matches nothing');
  const found = findMatches(chunk, pattern, listing);
  const offsets = found.offsets.map((i) => at + i);
  const edge = Math.min(pattern.length - 1, chunk.length);
  const head = chunk.slice(0, edge);
  const tail = chunk.slice(chunk.length - edge);
  return { at, bytes: chunk.length, count: found.count, offsets, head, tail };
}

/** Matches in file order: all counted, the first `limit` listed. */
class MatchList {
  readonly offsets: number[] = [];
  count = 0;
  constructor(private readonly limit: number) {}

  add(offset: number) {
    this.count++;
    if (this.offsets.length < this.limit) this.offsets.push(offset);
  }

  /** A piece's own matches; its offsets may be cut short only where more than `limit` came before (searchShare). */
  addPiece({ count, offsets }: PieceMatches) {
    this.count += count;
    for (let i = 0; i < offsets.length && this.offsets.length < this.limit; i++) this.offsets.push(offsets[i]);
  }
}

/** Up to `pattern.length - 1` bytes ending where the next piece starts, and the file offset of the first. */
interface Carry {
  at: number;
  bytes: Uint8Array;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/**
 * Matches that start in the carried bytes and end in `piece`: a match is `m` bytes and the carry at most `m - 1`, so
 * every match in carry + head is one, and it ends in the head.
 */
function addCrossing(carry: Carry, piece: PieceMatches, pattern: Uint8Array, list: MatchList) {
  if (carry.bytes.length === 0) return;
  forEachMatch(concat(carry.bytes, piece.head), pattern, (i) => list.add(carry.at + i));
}

/** The last `keep` bytes of what was carried and `piece` after it: its tail, or if it is shorter, some carry too. */
function carryPast(carry: Carry, piece: PieceMatches, keep: number): Carry {
  const joined = piece.bytes < keep ? concat(carry.bytes, piece.tail) : piece.tail;
  const bytes = joined.subarray(Math.max(0, joined.length - keep));
  return { at: piece.at + piece.bytes - bytes.length, bytes };
}

/**
 * The whole search's result from its pieces (any order; together they must cover the file from 0 without gaps):
 * each piece's own matches, and those across each border found in the joined edges, in file order. A match is
 * listed with the piece where it ends, so pieces in order give matches in order.
 */
export function mergePieces(pieces: readonly PieceMatches[], pattern: Uint8Array, limit = MATCH_LIMIT): SearchResult {
  const list = new MatchList(limit);
  let carry: Carry = { at: 0, bytes: new Uint8Array(0) };
  let end = 0;
  for (const piece of [...pieces].sort((a, b) => a.at - b.at)) {
    if (piece.at !== end) throw new RangeError(`The pieces leave a gap at ${end}: the next one starts at ${piece.at}`);
    addCrossing(carry, piece, pattern, list);
    list.addPiece(piece);
    carry = carryPast(carry, piece, pattern.length - 1);
    end = piece.at + piece.bytes;
  }
  return { offsets: list.offsets, count: list.count };
}

/**
 * Where to cut a file of `size` bytes into `parts` parts (fewer for a file of fewer chunks), each cut on a chunk's edge
 * so every part but the last reads whole chunks, and each part within a chunk of an equal share: the offsets between
 * the parts, in order.
 */
export function partCuts(size: number, parts: number, chunkBytes: number): number[] {
  const n = Math.max(1, Math.min(parts, Math.floor(size / chunkBytes)));
  return Array.from({ length: n - 1 }, (_, k) => Math.round(((k + 1) * size) / n / chunkBytes) * chunkBytes);
}

/**
 * One job's part of a file, its chunks in order from the file offset `start`, each searched as it comes, listing at
 * most `limit` offsets in all (enough: the merge lists no more, and these come first of all this job finds).
 */
export async function searchPart(
  chunks: AsyncIterable<Uint8Array>,
  pattern: Uint8Array,
  start: number,
  onBytes?: (done: number) => void,
  limit = MATCH_LIMIT,
): Promise<PieceMatches[]> {
  const pieces: PieceMatches[] = [];
  let listed = 0;
  let at = start;
  for await (const chunk of chunks) {
    const piece = searchPiece(chunk, pattern, at, limit - listed);
    pieces.push(piece);
    listed += piece.offsets.length;
    at += chunk.length;
    onBytes?.(at - start);
  }
  return pieces;
}

/** All matches of `pattern` in `chunks`, read in order (the whole search in one place, for tests and small inputs). */
export function searchChunks(chunks: Iterable<Uint8Array>, pattern: Uint8Array, limit = MATCH_LIMIT): SearchResult {
  const pieces: PieceMatches[] = [];
  let at = 0;
  for (const chunk of chunks) {
    pieces.push(searchPiece(chunk, pattern, at, limit));
    at += chunk.length;
  }
  return mergePieces(pieces, pattern, limit);
}
