/// <reference lib="webworker" />
/**
 * Worker tasks of Encrypt / Decrypt: texts (PBKDF2, Argon2id via hash-wasm, AES-GCM) and files streamed in chunks
 * from the reader worker, their output written to a result file on disk (./result-file): memory stays flat. A large
 * file is encrypted by two of these workers at once (`filePart`, see tools/text-encryption/core/stretches.ts).
 */
import type { Bytes } from './core/envelope';
import {
  CRYPT_ACTIONS,
  decryptStream,
  encryptStream,
  sealedStretches,
  sealPlan,
  writeInterleaved,
  type CryptOptions,
} from './core';
import { readChunks, serveChunks, type ChunkPort } from '../../workers/chunks';
import { formatterTask } from '../../workers/formatter-task';
import { writeResult } from '../../workers/result-file';
import type { TaskContext } from '../../workers/protocol';

const RESULT_TYPE = 'application/octet-stream';

export interface CryptFileInput {
  source: ChunkPort;
  totalBytes: number;
  direction: 'encrypt' | 'decrypt';
  options: CryptOptions;
}

export interface EncryptFilePartInput {
  source: ChunkPort;
  totalBytes: number;
  options: CryptOptions;
  /** The file's header, made by the page so both parts seal with the same salt and IV. */
  headerBytes: Bytes;
  /** Bytes per stretch (the reader's chunk): stretch k is this part's when k mod 2 is `part`. */
  stretchBytes: number;
  part: 0 | 1;
  /** Part 1 hands its sealed stretches to part 0 over this port; part 0, which writes the file, reads them. */
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
  /** Half of a large file's encryption: part 0 returns the encrypted file, part 1 null once it handed everything over. */
  async filePart(input: EncryptFilePartInput, ctx: TaskContext): Promise<Blob | null> {
    const { source, totalBytes, options, headerBytes, stretchBytes, part, peer } = input;
    const plan = await sealPlan(headerBytes, options, totalBytes, stretchBytes);
    // WebCrypto copies what it encrypts as it is called (sealStretch calls it at once), so a stretch's buffer can be
    // read into again as soon as the next one is asked for.
    const stretches = readChunks<Bytes>(source, ctx.signal, { recycle: true });
    const own = sealedStretches(plan, stretches, (k) => 2 * k + part);
    if (part === 1) {
      await serveChunks(own, peer, ctx.signal);
      return null;
    }
    const fromPeer = readChunks<ArrayBuffer[]>(peer, ctx.signal);
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    return writeResult(RESULT_TYPE, (out) => writeInterleaved(plan, own, fromPeer, out, job));
  },
};

export type TextEncryptionTasks = typeof textEncryptionTasks;

export default textEncryptionTasks;
