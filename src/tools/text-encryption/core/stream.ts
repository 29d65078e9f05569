/**
 * Files of any size: the header, then the plaintext in chunks of `chunkBytes`, each its own AES-GCM message (its
 * ciphertext and 16-byte tag). Chunk i's nonce is the header's IV with i added into its last four bytes (XOR), and
 * its associated data is the header, i and a flag that is 1 on the last chunk only: a reordered chunk, a chunk from
 * another file, a file cut at a chunk boundary or a wrong key all fail a tag. Output goes to a sink (the worker's
 * result file); decrypting throws on the first bad chunk, and the caller discards what was written, so nothing
 * half-decrypted is ever offered.
 */
import { concatBytes } from '../../../core/shared/bytes';
import { MAX_HEADER_BYTES, readHeader, TAG_BYTES, writeHeader, type Bytes, type Header } from './envelope';
import { aesKey } from './kdf';
import { fault } from './faults';
import type { CryptOptions } from './options';
import { checkSecretKind, newHeader, secretOf } from './text';

export const FILE_CHUNK_BYTES = 1024 * 1024;

/** Where the output goes, in order (the worker's result file); `add` copies or writes the bytes before it returns. */
export interface ByteSink {
  add(bytes: Uint8Array): void;
}

/** Piece i's nonce and associated data. */
export function pieceParams(header: Header, headerBytes: Bytes, index: number, last: boolean): AesGcmParams {
  const iv = header.iv.slice();
  const view = new DataView(iv.buffer);
  view.setUint32(8, view.getUint32(8) ^ index);
  const additionalData = new Uint8Array(headerBytes.length + 5);
  additionalData.set(headerBytes);
  new DataView(additionalData.buffer).setUint32(headerBytes.length, index);
  additionalData[headerBytes.length + 4] = last ? 1 : 0;
  return { name: 'AES-GCM', iv, additionalData };
}

/**
 * Cuts a stream of byte chunks into pieces of `size` (the last one shorter), `size` bytes held at most beyond the
 * chunk in hand. Each piece says whether it is the stream's last, from the total. A piece inside one chunk is a
 * view of it (no copy: the reader's chunks are several pieces long); only a piece across chunks is joined, once.
 */
async function* pieces(chunks: AsyncIterable<Bytes>, size: number, total: number) {
  let held: Bytes[] = [];
  let heldBytes = 0;
  let passed = 0;
  const joined = (last: Bytes) => (held.length ? concatBytes([...held, last]) : last);
  for await (const chunk of chunks) {
    let data: Bytes = chunk;
    while (heldBytes + data.length >= size && passed + size < total) {
      const take = size - heldBytes;
      yield { bytes: joined(data.subarray(0, take)), last: false };
      passed += size;
      held = [];
      heldBytes = 0;
      data = data.subarray(take);
    }
    if (data.length) {
      held.push(data);
      heldBytes += data.length;
    }
  }
  yield { bytes: held.length === 1 ? held[0] : concatBytes(held), last: true };
}

/** Runs up to `depth` encryptions at once (WebCrypto works off the JS thread), keeping their order. */
async function inOrder<T>(jobs: AsyncIterable<() => Promise<T>>, depth: number, each: (value: T) => void) {
  const running: Promise<T>[] = [];
  for await (const job of jobs) {
    const started = job();
    // A failure is awaited in order below; meanwhile it is not an unhandled rejection.
    started.catch(() => undefined);
    running.push(started);
    if (running.length >= depth) each(await running.shift()!);
  }
  for (const job of running) each(await job);
}

export interface StreamJob {
  signal?: AbortSignal;
  onProgress?: (done: number) => void;
}

/** A file's bytes (`total` of them, in chunks) encrypted: the header, then each chunk's ciphertext and tag. */
export async function encryptStream(
  chunks: AsyncIterable<Bytes>,
  total: number,
  options: CryptOptions,
  out: ByteSink,
  job: StreamJob = {},
): Promise<void> {
  const header = newHeader(options, 'file', FILE_CHUNK_BYTES);
  const headerBytes = writeHeader(header);
  // Derived while the first chunks are read (600,000 PBKDF2 rounds take a quarter of a second); awaited by each chunk.
  const key = aesKey(header.kdf, secretOf(header.kdf, options), header.salt, 'encrypt');
  key.catch(() => undefined);
  out.add(headerBytes);
  let index = 0;
  let done = 0;
  async function* jobs() {
    for await (const { bytes, last } of pieces(chunks, FILE_CHUNK_BYTES, total)) {
      job.signal?.throwIfAborted();
      const params = pieceParams(header, headerBytes, index++, last);
      yield async () => ({ sealed: await crypto.subtle.encrypt(params, await key, bytes), size: bytes.length });
    }
  }
  await inOrder(jobs(), 4, ({ sealed, size }) => {
    out.add(new Uint8Array(sealed));
    job.onProgress?.((done += size));
  });
}

/** The header at the start of a stream, and the rest of the stream after it. */
async function* afterHeader(
  chunks: AsyncIterable<Bytes>,
  found: (header: { header: Header; headerBytes: Bytes }) => void,
) {
  let start: Bytes = new Uint8Array(0);
  let read = false;
  for await (const chunk of chunks) {
    if (read) {
      yield chunk;
      continue;
    }
    start = concatBytes([start, chunk]);
    if (start.length < MAX_HEADER_BYTES) continue;
    read = true;
    const parsed = readHeader(start);
    found(parsed);
    yield start.subarray(parsed.headerBytes.length);
  }
  if (!read) {
    const parsed = readHeader(start);
    found(parsed);
    yield start.subarray(parsed.headerBytes.length);
  }
}

/** An encrypted file (`total` bytes) back to its bytes; a fault throws, and the sink's bytes must then be dropped. */
export async function decryptStream(
  chunks: AsyncIterable<Bytes>,
  total: number,
  options: CryptOptions,
  out: ByteSink,
  job: StreamJob = {},
): Promise<void> {
  let parsed: { header: Header; headerBytes: Bytes } | undefined;
  const body = afterHeader(chunks, (found) => (parsed = found));
  const first = await body.next();
  const { header, headerBytes } = parsed!;
  if (header.format !== 'file') throw fault('textEnvelope');
  checkSecretKind(header.kdf, options);
  // Derived while the first chunks are read, as when encrypting.
  const key = aesKey(header.kdf, secretOf(header.kdf, options), header.salt, 'decrypt');
  key.catch(() => undefined);
  const sealedSize = header.chunkBytes + TAG_BYTES;
  const bodyTotal = total - headerBytes.length;
  async function* rest() {
    if (!first.done) yield first.value;
    yield* body;
  }
  let index = 0;
  let done = 0;
  async function* jobs() {
    for await (const { bytes, last } of pieces(rest(), sealedSize, bodyTotal)) {
      job.signal?.throwIfAborted();
      const at = index++;
      const params = pieceParams(header, headerBytes, at, last);
      yield async () =>
        crypto.subtle.decrypt(params, await key, bytes).then(
          (plain) => ({ plain, size: bytes.length }),
          () => {
            throw last && at > 0 ? fault('truncatedFile') : fault('wrongFileChunk', { index: at });
          },
        );
    }
  }
  await inOrder(jobs(), 4, ({ plain, size }) => {
    out.add(new Uint8Array(plain));
    job.onProgress?.((done += size));
  });
}
