/// <reference lib="webworker" />
/**
 * Worker tasks of Gzip / Deflate: texts (Base64 of the compressed bytes) and files of any size, streamed from the
 * reader worker through the browser's zlib and written to disk as they come (./result-file): memory stays flat.
 */
import { GZIP_ACTIONS, transformStream, type CompressionFormat, type GzipOptions } from './core';
import { readChunks, type ChunkPort } from '../../workers/chunks';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { writeResult } from '../../workers/result-file';
import { receiveText, type TextSource } from '../../workers/text-task';

export interface GzipFileInput {
  source: ChunkPort;
  totalBytes: number;
  direction: 'compress' | 'decompress';
  format: CompressionFormat;
}

const OUTPUT_TYPES: Readonly<Record<CompressionFormat, string>> = {
  gzip: 'application/gzip',
  deflate: 'application/zlib',
  'deflate-raw': 'application/octet-stream',
};

export const gzipToolTasks = {
  async run(input: TextSource & { action: 'compress' | 'decompress'; options: GzipOptions }, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    const { output, sizes } = await GZIP_ACTIONS[input.action](text, input.options);
    return { output: longAsBlob(output), sizes };
  },
  /** A file of any size through (de)compression; a damaged or cut stream throws the tool's ToolError, no file left. */
  file({ source, totalBytes, direction, format }: GzipFileInput, ctx: TaskContext): Promise<Blob> {
    const chunks = readChunks<Uint8Array>(source, ctx.signal);
    const type = direction === 'compress' ? OUTPUT_TYPES[format] : 'application/octet-stream';
    const job = { signal: ctx.signal, onProgress: (done: number) => ctx.progress(done, totalBytes) };
    return writeResult(type, (sink) => transformStream(direction, format, chunks, (bytes) => sink.add(bytes), job));
  },
};

export type GzipToolTasks = typeof gzipToolTasks;

export default gzipToolTasks;
