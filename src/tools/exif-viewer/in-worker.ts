/**
 * Main-thread side of the EXIF viewer: each file is one job on the pool (a batch spreads over the cores); the
 * File goes by reference and the cleaned copy comes back moved.
 */
import type { StripOptions } from './core';
import type { CleanOutput, ExifTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { CleanOutput };

export const exifViewerPool = toolPool<ExifTasks>('EXIF viewer', 'exif-viewer');

/** The file's metadata, summary and thumbnail; rejects with a ToolError for a file it cannot read. */
export const readMetadataInWorker = (file: Blob, job: JobOptions = {}) => exifViewerPool.run('read', { file }, job);

/** A copy of the file without its metadata; rejects with a ToolError for HEIC, TIFF or a damaged file. */
export const cleanImageInWorker = (file: Blob, options: StripOptions, job: JobOptions = {}) =>
  exifViewerPool.run('clean', { file, options }, job);
