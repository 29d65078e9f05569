/**
 * Encrypting a file on two workers at once (a browser runs one worker's WebCrypto calls one after another, so two
 * workers nearly double the speed). The reader deals the file's chunks out ("stretches", whole numbers of pieces):
 * stretch k to worker k mod 2. Each worker seals its own stretches; the first, which owns the result file, writes
 * the header and then the stretches in order, its own and the ones the second hands it. The bytes are exactly
 * those `encryptStream` writes: piece i's nonce and data depend only on i, wherever it was sealed.
 */
import { readHeader, TAG_BYTES, writeHeader, type Bytes, type Header } from './envelope';
import { aesKey } from './kdf';
import type { CryptOptions } from './options';
import { FILE_CHUNK_BYTES, pieceParams, type ByteSink, type StreamJob } from './stream';
import { newHeader, secretOf } from './text';

/** What sealing a file's pieces needs, the same in both workers. */
export interface SealPlan {
  header: Header;
  headerBytes: Bytes;
  key: CryptoKey;
  /** The file's size in bytes. */
  total: number;
  /** Bytes per stretch: a whole number of pieces. */
  stretchBytes: number;
}

/** A new file's header (a random salt and IV), made once and given to both workers. */
export const newFileHeader = (options: CryptOptions): Bytes =>
  writeHeader(newHeader(options, 'file', FILE_CHUNK_BYTES));

/** The plan a worker seals by: the page's header, and the key each worker derives from it (at the same time). */
export async function sealPlan(
  headerBytes: Bytes,
  options: CryptOptions,
  total: number,
  stretchBytes: number,
): Promise<SealPlan> {
  const { header } = readHeader(headerBytes);
  const key = await aesKey(header.kdf, secretOf(header.kdf, options), header.salt, 'encrypt');
  return { header, headerBytes, key, total, stretchBytes };
}

/** Pieces in a file of `total` bytes (an empty file is one empty piece). */
export const pieceCount = (total: number) => Math.max(1, Math.ceil(total / FILE_CHUNK_BYTES));

/** Stretches in the file (at least one). */
export const stretchCount = (plan: Pick<SealPlan, 'total' | 'stretchBytes'>) =>
  Math.max(1, Math.ceil(plan.total / plan.stretchBytes));

/** Stretch `k`'s pieces sealed (ciphertext and tag each), queued together so the crypto thread never waits. */
export function sealStretch(plan: SealPlan, bytes: Bytes, k: number): Promise<ArrayBuffer[]> {
  const first = (k * plan.stretchBytes) / FILE_CHUNK_BYTES;
  const lastPiece = pieceCount(plan.total) - 1;
  const sealed: Promise<ArrayBuffer>[] = [];
  for (let at = 0, i = first; at < bytes.length || sealed.length === 0; at += FILE_CHUNK_BYTES, i++) {
    const params = pieceParams(plan.header, plan.headerBytes, i, i === lastPiece);
    sealed.push(crypto.subtle.encrypt(params, plan.key, bytes.subarray(at, at + FILE_CHUNK_BYTES)));
  }
  return Promise.all(sealed);
}

/**
 * The stretches one worker was dealt (`chunks`, its k-th being stretch `indexOf(k)`), sealed in order, the next
 * `ahead` already sealing while the caller writes or hands over the current one. Each worker holds up to ahead + 1
 * stretches, within what the reader lets one worker take ahead of the other (3 chunks each, workers/chunks.ts) as
 * long as the second worker takes its own chunks unasked (serveChunks makes its next one at once). Measured on
 * 1 GiB: ahead 2, 3.80 s; ahead 3, 3.56 s (openssl 1.80 s).
 */
export async function* sealedStretches(
  plan: SealPlan,
  chunks: AsyncIterable<Bytes>,
  indexOf: (k: number) => number,
  ahead = 3,
): AsyncGenerator<ArrayBuffer[]> {
  const sealing: Promise<ArrayBuffer[]>[] = [];
  let k = 0;
  for await (const chunk of chunks) {
    const next = sealStretch(plan, chunk, indexOf(k++));
    next.catch(() => undefined); // awaited in order below
    sealing.push(next);
    if (sealing.length > ahead) yield await sealing.shift()!;
  }
  for (const next of sealing) yield await next;
}

/**
 * The first worker's part: the header, then every stretch in order, the even ones from `own` and the odd ones
 * from `peer` (the second worker's, handed over as they are sealed).
 */
export async function writeInterleaved(
  plan: SealPlan,
  own: AsyncIterator<ArrayBuffer[]>,
  peer: AsyncIterator<ArrayBuffer[]>,
  out: ByteSink,
  job: StreamJob = {},
): Promise<void> {
  out.add(plan.headerBytes);
  let done = 0;
  for (let k = 0; k < stretchCount(plan); k++) {
    job.signal?.throwIfAborted();
    const next = await (k % 2 === 0 ? own : peer).next();
    if (next.done) throw new Error(`Stretch ${k} of ${stretchCount(plan)} never came`);
    for (const piece of next.value) {
      out.add(new Uint8Array(piece));
      done += piece.byteLength - TAG_BYTES;
    }
    job.onProgress?.(done);
  }
}
