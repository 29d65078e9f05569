/// <reference lib="webworker" />
/**
 * Worker tasks of the EXIF viewer: reads a file's metadata with exifr, and removes it by rewriting the file's
 * segments or chunks (never decoding the image). The file arrives by reference; the cleaned copy moves back.
 */
import { crc32 } from '../../core/shared/zip';
import { readMetadata } from './core/read';
import { requireReadableSize, stripMetadata, type MetadataReport, type StripOptions } from './core';
import { transfer } from '../../workers/expose';
import type { TaskContext } from '../../workers/protocol';

export interface CleanOutput {
  bytes: Uint8Array<ArrayBuffer>;
  /** Its CRC-32, so a batch's .zip needs no pass over the bytes on the main thread. */
  crc: number;
  /** The blocks dropped ('EXIF', 'XMP', 'IPTC'…), in file order. */
  removed: string[];
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  requireReadableSize(file.size);
  return new Uint8Array(await file.arrayBuffer());
}

export const exifTasks = {
  async read({ file }: { file: Blob }, ctx: TaskContext) {
    ctx.progress(0, 100);
    const report: MetadataReport = await readMetadata(await bytesOf(file));
    ctx.progress(100, 100);
    return transfer(report, report.thumbnail ? [report.thumbnail.buffer] : []);
  },

  async clean({ file, options }: { file: Blob; options: StripOptions }, ctx: TaskContext) {
    ctx.progress(0, 100);
    const bytes = await bytesOf(file);
    ctx.progress(50, 100);
    ctx.signal.throwIfAborted();
    const stripped = stripMetadata(bytes, options);
    const output: CleanOutput = { ...stripped, crc: crc32(stripped.bytes) };
    ctx.progress(100, 100);
    return transfer(output, [output.bytes.buffer]);
  },
};

export type ExifTasks = typeof exifTasks;

export default exifTasks;
