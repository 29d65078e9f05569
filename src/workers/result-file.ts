/**
 * Large results written to disk as they are made, so memory stays flat whatever their size: an OPFS file through
 * a sync access handle in the worker (no copy through the page or the blob store), a Blob where OPFS is missing.
 * A page holds a Web Lock for each result it offers; opening a sink deletes the results no page holds.
 * An example: ./README.md.
 */
import { resultFileFault } from './result-file-faults';

const DIRECTORY = 'results';
const PREFIX = 'result-';
const LOCK_PREFIX = 'devtoolbox-result:';
const STALE_MS = 60_000;

export interface ResultSink {
  /** Appends bytes (synchronously: the caller's buffer can be reused as soon as this returns). */
  add(bytes: Uint8Array): void;
  /** The whole result, once everything is added. */
  finish(type: string): Promise<Blob>;
  /** Drops what was written (on failure or Cancel). */
  discard(): Promise<void>;
}

/** A sink on disk where the browser allows one, else in a Blob. */
export async function openResultSink(): Promise<ResultSink> {
  try {
    return await OpfsSink.open();
  } catch {
    return new BlobSink();
  }
}

/**
 * A result written by `write` into a new sink: the File (or Blob) once `write` resolves; if it throws, what was
 * written is deleted and the error passed on, so a partial result is never offered.
 */
export async function writeResult(type: string, write: (sink: ResultSink) => Promise<void>): Promise<Blob> {
  const sink = await openResultSink();
  try {
    await write(sink);
  } catch (error) {
    await sink.discard();
    throw error;
  }
  return sink.finish(type);
}

/** Bytes gathered into a Blob as they come, folded every 32 MiB so the worker's heap stays flat. */
export class BlobSink implements ResultSink {
  private readonly blobs: Blob[] = [];
  private parts: Uint8Array<ArrayBuffer>[] = [];
  private pending = 0;
  add(bytes: Uint8Array): void {
    this.parts.push(bytes.slice());
    this.pending += bytes.length;
    if (this.pending >= 32 * 1024 * 1024) this.fold();
  }
  finish(type: string): Promise<Blob> {
    this.fold();
    return Promise.resolve(new Blob(this.blobs, { type }));
  }
  discard(): Promise<void> {
    this.parts = [];
    this.blobs.length = 0;
    return Promise.resolve();
  }
  private fold() {
    if (this.parts.length) this.blobs.push(new Blob(this.parts));
    this.parts = [];
    this.pending = 0;
  }
}

class OpfsSink implements ResultSink {
  private written = 0;
  private open = true;

  private constructor(
    private readonly directory: FileSystemDirectoryHandle,
    private readonly handle: FileSystemFileHandle,
    private readonly access: FileSystemSyncAccessHandle,
  ) {}

  static async open(): Promise<OpfsSink> {
    const directory = await resultDirectory();
    await deleteStaleResults(directory);
    const handle = await directory.getFileHandle(`${PREFIX}${crypto.randomUUID()}`, { create: true });
    return new OpfsSink(directory, handle, await handle.createSyncAccessHandle());
  }

  add(bytes: Uint8Array): void {
    try {
      this.written += this.access.write(bytes, { at: this.written });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError')
        throw resultFileFault('noRoom', { written: this.written });
      throw error;
    }
  }

  /** The file on disk, typed (a File wrapping another refers to its bytes, never copies them). */
  async finish(type: string): Promise<Blob> {
    this.close();
    const file = await this.handle.getFile();
    return new File([file], file.name, { type });
  }

  async discard(): Promise<void> {
    this.close();
    await this.directory.removeEntry(this.handle.name).catch(() => undefined);
  }

  private close() {
    if (!this.open) return;
    this.open = false;
    this.access.flush();
    this.access.close();
  }
}

async function resultDirectory(): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(DIRECTORY, { create: true });
}

/** Results no page holds a lock on, last written more than a minute ago. */
async function deleteStaleResults(directory: FileSystemDirectoryHandle): Promise<void> {
  const held = new Set((await navigator.locks.query()).held?.map((lock) => lock.name));
  const now = Date.now();
  for await (const [name, entry] of directory.entries()) {
    if (!name.startsWith(PREFIX) || held.has(LOCK_PREFIX + name) || entry.kind !== 'file') continue;
    const file = await (entry as FileSystemFileHandle).getFile().catch(() => null);
    if (file && now - file.lastModified > STALE_MS) await directory.removeEntry(name).catch(() => undefined);
  }
}

const isResultFile = (blob: Blob): blob is File => blob instanceof File && blob.name.startsWith(PREFIX);
const lockReleases = new Map<string, () => void>();

/** Marks a result on disk as offered by this page, so no sink of another tab deletes it. Returns it. */
export function keepResultFile<B extends Blob>(blob: B): B {
  if (!isResultFile(blob) || lockReleases.has(blob.name) || !navigator.locks) return blob;
  const released = new Promise<void>((resolve) => lockReleases.set(blob.name, resolve));
  void navigator.locks.request(LOCK_PREFIX + blob.name, () => released).catch(() => undefined);
  return blob;
}

/** Deletes a result from disk once the page no longer offers it (a Blob in memory is left to the collector). */
export function releaseResultFile(blob: Blob | null | undefined): void {
  if (!blob || !isResultFile(blob)) return;
  lockReleases.get(blob.name)?.();
  lockReleases.delete(blob.name);
  void resultDirectory()
    .then((directory) => directory.removeEntry(blob.name))
    .catch(() => undefined);
}
