/// <reference lib="webworker" />
/** Worker entry of the hash generator: hash text or a streamed file with several algorithms at once. */
import { hashBytes, hashChunks, utf8, type AlgorithmId, type Digests } from '../core/hash-generator';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface HashTextInput {
  text: string;
  algorithms: AlgorithmId[];
  /** HMAC key as text (UTF-8), when keyed. */
  hmacKey?: string;
}

export interface HashStreamInput {
  /** A port from `serveBlob` (./reader) serving the file's chunks. */
  source: MessagePort;
  totalBytes: number;
  algorithms: AlgorithmId[];
  hmacKey?: string;
}

const key = (hmacKey?: string) => (hmacKey === undefined ? undefined : utf8(hmacKey));

export const hashTasks = {
  hashText(input: HashTextInput, ctx: TaskContext): Promise<Digests> {
    return hashBytes(input.algorithms, utf8(input.text), { hmacKey: key(input.hmacKey), signal: ctx.signal });
  },
  /** Hash a file streamed in chunks from the reader worker. */
  hashStream(input: HashStreamInput, ctx: TaskContext): Promise<Digests> {
    return hashChunks(input.algorithms, readChunks(input.source, ctx.signal), input.totalBytes, {
      hmacKey: key(input.hmacKey),
      signal: ctx.signal,
      onBytes: (done) => ctx.progress(done, input.totalBytes),
    });
  },
};

export type HashTasks = typeof hashTasks;

exposeTasks(hashTasks);
