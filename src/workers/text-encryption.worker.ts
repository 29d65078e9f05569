/// <reference lib="webworker" />
/**
 * Worker entry of Encrypt / Decrypt: texts (PBKDF2, Argon2id via hash-wasm, AES-GCM) and files streamed in chunks
 * from the reader worker, their output written to a result file on disk (./result-file): memory stays flat. A large
 * file is encrypted by two of these workers at once (`filePart`, see core/tools/text-encryption/stretches.ts).
 */
import type { Bytes } from '../core/tools/text-encryption/envelope';
import {
  CRYPT_ACTIONS,
  decryptStream,
  encryptStream,
  sealedStretches,
  sealPlan,
  writeInPlace,
  writeInterleaved,
  type CryptOptions,
  type SealPlan,
} from '../core/tools/text-encryption';
import { nextMessage, readChunks, serveChunks } from './chunks';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';
import { openSharedResult, writeResult, writeSharedResult } from './result-file';
import type { TaskContext } from './protocol';

const RESULT_TYPE = 'application/octet-stream';

export interface CryptFileInput {
  source: MessagePort;
  totalBytes: number;
  direction: 'encrypt' | 'decrypt';
  options: CryptOptions;
}

export interface EncryptFilePartInput {
  source: MessagePort;
  totalBytes: number;
  options: CryptOptions;
  /** The file's header, made by the page so both parts seal with the same salt and IV. */
  headerBytes: Bytes;
  /** Bytes per stretch (the reader's chunk): stretch k is this part's when k mod 2 is `part`. */
  stretchBytes: number;
  part: 0 | 1;
  /** Between the parts: part 0 names the result file both write, or part 1 hands its sealed stretches over it. */
  peer: MessagePort;
}

export const textEncryptionTasks = {
  run: formatterTask<CryptOptions>(CRYPT_ACTIONS),
  /** A file of any size, encrypted or decrypted chunk by chunk; a fault throws the tool's ToolError, and no file is left. */
  file({ source, totalBytes, direction, options }: CryptFileInput, ctx: TaskContext): Promise<Blob> {
    const chunks = readChunks<Bytes>(source, ctx.signal);
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    const stream = direction === 'encrypt' ? encryptStream : decryptStream;
    return writeResult(RESULT_TYPE, (out) => stream(chunks, totalBytes, options, out, job));
  },
  /** Half of a large file's encryption: part 0 returns the encrypted file, part 1 null once its stretches are out. */
  async filePart(input: EncryptFilePartInput, ctx: TaskContext): Promise<Blob | null> {
    const { source, totalBytes, options, headerBytes, stretchBytes, part, peer } = input;
    const plan = await sealPlan(headerBytes, options, totalBytes, stretchBytes);
    const own = sealedStretches(plan, readChunks<Bytes>(source, ctx.signal), (k) => 2 * k + part);
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    if (part === 1) {
      await secondPart(plan, own, peer, job);
      return null;
    }
    return firstPart(plan, own, peer, job);
  },
};

/** What part 0 tells part 1 first: the result file both write into, or null when part 1 hands its stretches over. */
interface SharedWord {
  shared: string | null;
}
type Stretches = AsyncIterator<ArrayBuffer[]>;
type Job = { signal: AbortSignal; onProgress: (done: number) => void };

/**
 * Part 0 makes the result file. Where the browser lets both workers write it, each writes its own stretches at
 * their places, and the file is offered once part 1 says it has written and closed its handle; otherwise part 0
 * writes every stretch in order, part 1's handed over to it. A failure on either side empties and deletes the file.
 */
async function firstPart(plan: SealPlan, own: Stretches, peer: MessagePort, job: Job): Promise<Blob> {
  const shared = await openSharedResult();
  peer.postMessage({ shared: shared?.name ?? null } satisfies SharedWord);
  if (!shared) {
    await nextMessage(peer, job.signal); // part 1 serves its stretches from now on
    const fromPeer = readChunks<ArrayBuffer[]>(peer, job.signal);
    return writeResult(RESULT_TYPE, (out) => writeInterleaved(plan, own, fromPeer, out, job));
  }
  try {
    const peerWritten = nextMessage(peer, job.signal);
    peerWritten.catch(() => undefined); // awaited once this part has written its own
    await writeInPlace(plan, 0, own, shared, job);
    await peerWritten;
  } catch (error) {
    await shared.discard();
    throw error;
  } finally {
    peer.close();
  }
  return shared.finish(RESULT_TYPE);
}

/** Part 1: its stretches written into part 0's file, or handed over to part 0 as they are sealed. */
async function secondPart(plan: SealPlan, own: Stretches, peer: MessagePort, job: Job): Promise<void> {
  const { shared } = await nextMessage<SharedWord>(peer, job.signal);
  if (!shared) {
    const serving = serveChunks(own, peer, job.signal);
    peer.postMessage('serving');
    return serving;
  }
  await writeSharedResult(shared, (out) => writeInPlace(plan, 1, own, out, job));
  peer.postMessage('written');
  peer.close();
}

export type TextEncryptionTasks = typeof textEncryptionTasks;

exposeTasks(textEncryptionTasks);
