/** Main-thread side of the ZIP viewer (see ./task): one worker, reading slices of the zip. */
import type { ZipEntry, ZipListing } from './core';
import { keepResultFile } from '../../workers/result-file';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import type { ZipViewerTasks } from './task';

export const zipViewerPool = toolPool<ZipViewerTasks>('ZIP viewer', 'zip-viewer');

/** The zip's entries, from its central directory; rejects with the tool's ToolError when it is not a zip. */
export const listZipInWorker = (file: Blob, job: JobOptions = {}): Promise<ZipListing> =>
  zipViewerPool.run('list', { file }, job);

/** One entry's checked content, as a file on disk (or a Blob) the page keeps until it releases it. */
export async function extractZipEntryInWorker(
  file: Blob,
  entry: ZipEntry,
  overlaps: boolean,
  job: JobOptions = {},
): Promise<Blob> {
  return keepResultFile(await zipViewerPool.run('extract', { file, entry, overlaps }, job));
}
