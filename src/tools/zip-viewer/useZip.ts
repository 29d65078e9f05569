import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import { overlappingEntries, ZIP_MESSAGES as M, type ZipEntry, type ZipListing } from './core';
import type { Progress } from '../../workers/pool';
import { isAbortError } from '../../workers/protocol';
import { releaseResultFile } from '../../workers/result-file';
import { extractZipEntryInWorker, listZipInWorker } from './in-worker';
import { downloadBlob } from '../../ui/components/download';

export type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; text: string; done?: number; total?: number }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/** The last part of an entry's path: the download's name. */
export const baseName = (name: string) =>
  name
    .replace(/[/\\]+$/, '')
    .split(/[/\\]/)
    .pop() || 'entry';

/**
 * An entry's path made safe inside a chosen folder: its parts without '', '.' or '..' (a zip-slip name such as
 * '../../.bashrc' stays inside), and without characters no file system takes.
 */
export const safeParts = (name: string) =>
  name
    .split(/[/\\]/)
    .filter((part) => part && part !== '.' && part !== '..')
    .map((part) => [...part].map((c) => (c < ' ' || '<>:"|?*'.includes(c) ? '_' : c)).join(''));

type DirectoryPicker = (options: { mode: 'readwrite' }) => Promise<FileSystemDirectoryHandle>;
const directoryPicker = () => (window as unknown as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
export const canPickFolder = () => typeof window !== 'undefined' && typeof directoryPicker() === 'function';

async function writeInto(folder: FileSystemDirectoryHandle, name: string, blob: Blob): Promise<void> {
  const parts = safeParts(name);
  const fileName = parts.pop();
  if (!fileName) return;
  let dir = folder;
  for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
  const writable = await (await dir.getFileHandle(fileName, { create: true })).createWritable();
  await blob.stream().pipeTo(writable);
}

/** The open zip, its listing, and extraction (one entry to a download, or all into a folder) with its status. */
export function useZip() {
  const [file, setFile] = useState<File | null>(null);
  const [listing, setListing] = useState<ZipListing | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const kept = useRef<Blob[]>([]); // downloads offered: deleted from disk when the zip closes
  const overlaps = useMemo(() => (listing ? overlappingEntries(listing.entries) : new Set<number>()), [listing]);

  const release = useCallback(() => {
    controller.current?.abort();
    kept.current.forEach((blob) => releaseResultFile(blob));
    kept.current = [];
  }, []);
  useEffect(() => release, [release]);

  const open = useCallback(
    (files: File[]) => {
      const [chosen] = files;
      release();
      const job = (controller.current = new AbortController());
      setFile(chosen);
      setListing(null);
      setStatus({ kind: 'busy', text: M.listing });
      listZipInWorker(chosen, { signal: job.signal }).then(
        (found) => (setListing(found), setStatus({ kind: 'idle' })),
        (error: unknown) => !job.signal.aborted && setStatus({ kind: 'failed', text: messageOf(error) }),
      );
    },
    [release],
  );

  const run = useCallback(
    async (entry: ZipEntry, signal: AbortSignal) => {
      if (!file) throw new Error('No zip open');
      const onProgress = ({ bytesDone, bytesTotal }: Progress) =>
        setStatus({ kind: 'busy', text: `${M.extracting} ${entry.name}`, done: bytesDone, total: bytesTotal });
      return extractZipEntryInWorker(file, entry, overlaps.has(entry.index), { signal, onProgress });
    },
    [file, overlaps],
  );

  const extractOne = useCallback(
    async (entry: ZipEntry) => {
      const job = (controller.current = new AbortController());
      setStatus({ kind: 'busy', text: `${M.extracting} ${entry.name}` });
      try {
        const blob = await run(entry, job.signal);
        kept.current.push(blob);
        downloadBlob(blob, baseName(entry.name));
        setStatus({ kind: 'done', text: M.extracted(entry.name) });
      } catch (error) {
        setStatus(isAbortError(error) ? { kind: 'idle' } : { kind: 'failed', text: messageOf(error) });
      }
    },
    [run],
  );

  const extractAll = useCallback(async () => {
    const pick = directoryPicker();
    if (!listing || !pick) return;
    const folder = await pick({ mode: 'readwrite' }).catch(() => null);
    if (!folder) return;
    const job = (controller.current = new AbortController());
    let written = 0;
    let skipped = 0;
    let firstError = '';
    for (const entry of listing.entries.filter((e) => !e.folder)) {
      if (job.signal.aborted) break;
      try {
        const blob = await run(entry, job.signal);
        await writeInto(folder, entry.name, blob);
        releaseResultFile(blob);
        written++;
      } catch (error) {
        if (isAbortError(error)) break;
        skipped++;
        firstError ||= messageOf(error);
      }
    }
    const text = M.extractedAll(written) + (skipped ? `; ${M.skipped(skipped)}. ${firstError}` : '');
    setStatus({ kind: skipped ? 'failed' : 'done', text });
  }, [listing, run]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const close = useCallback(() => {
    release();
    setFile(null);
    setListing(null);
    setStatus({ kind: 'idle' });
  }, [release]);

  return { file, listing, overlaps, status, open, extractOne, extractAll, cancel, close };
}
