/// <reference lib="webworker" />
/** Worker entry of the hash generator: hash text or a streamed file with several algorithms at once. */
import { hashBytes, hashChunks, utf8, type AlgorithmId, type Digests } from '../core/hash-generator';
import { createFanOut, localChunks, readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface HashTextInput {
  text: string;
  algorithms: AlgorithmId[];
  /** HMAC key as text (UTF-8), when keyed. */
  hmacKey?: string;
}

export interface HashFileInput {
  file: Blob;
  algorithms: AlgorithmId[];
  hmacKey?: string;
  /** Ports of the other workers hashing the same file: this worker reads it once for all of them. */
  followers: MessagePort[];
}

export interface HashStreamInput {
  /** A port served by the leader's fan-out (see hashFile). */
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
  /** The leader: reads the file once, hashes its share and serves every chunk to the followers. */
  async hashFile(input: HashFileInput, ctx: TaskContext): Promise<Digests> {
    const fan = createFanOut(input.file, 1 + input.followers.length, { signal: ctx.signal });
    input.followers.forEach((port, i) => fan.serve(port, i + 1));
    const digests = await hashChunks(input.algorithms, localChunks(fan, ctx.signal), input.file.size, {
      hmacKey: key(input.hmacKey),
      signal: ctx.signal,
      onBytes: (done) => ctx.progress(done, input.file.size),
    });
    await fan.finished; // keep serving until every follower has had the last chunk
    return digests;
  },
  /** A follower: hashes its share of the chunks the leader serves. */
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
