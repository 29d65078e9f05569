/**
 * Main-thread side of hashing: spreads the chosen algorithms over the pool and, for files, reads the
 * file once and feeds every worker from that one read.
 */
import type { AlgorithmId } from './core/algorithms';
import { enginesFor, webCryptoAvailable, type EngineContext } from './core/choice';
import type { HashOutcome } from './core/hash';
import { planGroups } from './core/plan';
import type { HashTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const hashGeneratorPool = toolPool<HashTasks>('hash', 'hash-generator');

/** What to hash with, and the job's Cancel and progress. */
export interface HashRequest extends JobOptions {
  algorithms: readonly AlgorithmId[];
  /** HMAC key (UTF-8 text) when keyed. */
  hmacKey?: string;
}

/** Text longer than this is streamed to the worker in slices instead of cloned in one message. */
const STREAM_TEXT_FROM_CHARS = 1 << 20;

/**
 * Hash text in one worker: typing needs no parallelism, and each extra worker would cost the main
 * thread another copy of the text.
 */
export async function hashTextInWorker(text: string, request: HashRequest): Promise<HashOutcome> {
  const { algorithms, hmacKey, signal } = request;
  if (!algorithms.length) return { digests: {}, engines: {} };
  if (text.length < STREAM_TEXT_FROM_CHARS) {
    return hashGeneratorPool.run('hashText', { text, algorithms: [...algorithms], hmacKey }, { signal });
  }
  const extra = { algorithms: [...algorithms], hmacKey };
  return hashGeneratorPool.onText('hashTextStream', text, extra, { signal, onProgress: request.onProgress });
}

/** Files below this are read and hashed by one worker: a reader worker beside it would cost more than it saves. */
const STREAM_FILE_FROM_BYTES = 16 * 1024 ** 2;
/** A one-shot budget no file fits. */
const STREAM_ONLY = -1;

/**
 * Hash a file of any size. When it is small, or when every algorithm runs one-shot on WebCrypto (the file fits
 * the one-shot memory budget, `ONE_SHOT_MAX_FILE_BYTES`), one worker reads and hashes it. Otherwise the file is
 * read once, in chunks, by a reader worker that serves every chunk to each hashing worker (runOnFile), so reading
 * and hashing overlap and memory stays flat. The main thread only waits either way.
 */
export async function hashFileInWorker(file: Blob, request: HashRequest): Promise<HashOutcome> {
  const { algorithms, hmacKey, signal, onProgress } = request;
  if (!algorithms.length) return { digests: {}, engines: {} };
  const ctx: EngineContext = {
    totalBytes: file.size,
    wholeInput: false,
    hmacKey: hmacKey === undefined ? undefined : new TextEncoder().encode(hmacKey),
    webCryptoAvailable: webCryptoAvailable(),
  };
  const allOneShot = Object.values(enginesFor(algorithms, ctx)).every((engine) => engine === 'webcrypto');
  if (file.size < STREAM_FILE_FROM_BYTES || allOneShot) {
    return hashGeneratorPool.run('hashBlob', { file, algorithms: [...algorithms], hmacKey }, { signal, onProgress });
  }
  // Mixed with streamed algorithms, a one-shot one would hold the whole file beside the stream and digest it only
  // at the end: everything streams instead, so memory stays flat.
  const streamed = { ...ctx, oneShotMaxBytes: STREAM_ONLY };
  const groups = planGroups(algorithms, hashGeneratorPool.size, streamed);
  const totalBytes = file.size;
  const outcomes = await hashGeneratorPool.onFile('hashStream', file, {
    workers: groups.length,
    input: (source, i) => ({ source, totalBytes, algorithms: groups[i], hmacKey, oneShotMaxBytes: STREAM_ONLY }),
    signal,
    onProgress,
  });
  return {
    digests: Object.assign({}, ...outcomes.map((o) => o.digests)) as HashOutcome['digests'],
    engines: Object.assign({}, ...outcomes.map((o) => o.engines)) as HashOutcome['engines'],
  };
}
