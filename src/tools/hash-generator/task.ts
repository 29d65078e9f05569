/// <reference lib="webworker" />
/** Worker tasks of the hash generator: hash text or a streamed file with several algorithms at once. */
import { hashBytes, hashChunks, utf8, withEngines, type AlgorithmId, type HashOutcome } from './core';
import { blobChunks, readChunks, type ChunkPort } from '../../workers/chunks';
import type { TaskContext } from '../../workers/protocol';

export interface HashTextInput {
  text: string;
  algorithms: AlgorithmId[];
  /** HMAC key as text (UTF-8), when keyed. */
  hmacKey?: string;
}

export interface HashBlobInput {
  file: Blob;
  algorithms: AlgorithmId[];
  hmacKey?: string;
}

export interface HashTextStreamInput {
  /** A port from `serveString` (./chunks) serving the text in slices. */
  source: MessagePort;
  algorithms: AlgorithmId[];
  hmacKey?: string;
  /** Characters in all, for progress. */
  chars: number;
}

export interface HashStreamInput {
  /** The port `runOnFile` (./file-job) serves the file's chunks on. */
  source: ChunkPort;
  totalBytes: number;
  algorithms: AlgorithmId[];
  hmacKey?: string;
  /** Overrides the device's one-shot budget (-1: stream every algorithm). */
  oneShotMaxBytes?: number;
}

const key = (hmacKey?: string) => (hmacKey === undefined ? undefined : utf8(hmacKey));

export const hashTasks = {
  hashText(input: HashTextInput, ctx: TaskContext): Promise<HashOutcome> {
    return withEngines((onEngines) =>
      hashBytes(input.algorithms, utf8(input.text), { hmacKey: key(input.hmacKey), signal: ctx.signal, onEngines }),
    );
  },
  /** Hash a file small enough for one worker, reading it here (WebCrypto gets it as one buffer). */
  hashBlob(input: HashBlobInput, ctx: TaskContext): Promise<HashOutcome> {
    return withEngines((onEngines) =>
      hashChunks(input.algorithms, blobChunks(input.file, undefined, ctx.signal), input.file.size, {
        hmacKey: key(input.hmacKey),
        signal: ctx.signal,
        onBytes: (done) => ctx.progress(done, input.file.size),
        onEngines,
      }),
    );
  },
  /** Hash large text served in slices; each slice is UTF-8 encoded as it arrives. */
  hashTextStream(input: HashTextStreamInput, ctx: TaskContext): Promise<HashOutcome> {
    let chars = 0;
    const encoder = new TextEncoder();
    async function* encoded() {
      for await (const slice of readChunks<string>(input.source, ctx.signal)) {
        chars += slice.length;
        ctx.progress(chars, input.chars);
        yield encoder.encode(slice);
      }
    }
    return withEngines((onEngines) =>
      hashChunks(input.algorithms, encoded(), undefined, {
        hmacKey: key(input.hmacKey),
        signal: ctx.signal,
        onEngines,
      }),
    );
  },
  /** Hash a file streamed in chunks from the reader worker. */
  hashStream(input: HashStreamInput, ctx: TaskContext): Promise<HashOutcome> {
    return withEngines((onEngines) =>
      hashChunks(input.algorithms, readChunks(input.source, ctx.signal), input.totalBytes, {
        hmacKey: key(input.hmacKey),
        signal: ctx.signal,
        onBytes: (done) => ctx.progress(done, input.totalBytes),
        onEngines,
        oneShotMaxBytes: input.oneShotMaxBytes,
      }),
    );
  },
};

export type HashTasks = typeof hashTasks;

export default hashTasks;
