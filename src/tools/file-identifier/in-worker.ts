/**
 * Main-thread side of the file type identifier: one job per file on a small pool of its own (two workers: a
 * job is a few slices read and a 1 MiB histogram, so more would only compete with the page).
 */
import type { FileReport } from './core';
import type { FileIdentifierTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const fileIdentifierPool = toolPool<FileIdentifierTasks>('file identifier', 'file-identifier');

/** The file's type, MIME, extension agreement and entropy; rejects with a ToolError when it cannot be read. */
export const identifyFileInWorker = (file: File, job: JobOptions = {}): Promise<FileReport> =>
  fileIdentifierPool.run('identify', { file, name: file.name }, job);
