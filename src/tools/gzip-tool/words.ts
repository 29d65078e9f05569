/** The Gzip / Deflate tool's words, one catalogue: its faults, its notes and its page. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatBytes } from '../../core/shared/format';
import { fault } from './core/faults';
import type { CompressionFormat, GzipSizes } from './core';

const FORMAT_NAMES: Readonly<Record<CompressionFormat, string>> = {
  gzip: 'gzip',
  deflate: 'zlib',
  'deflate-raw': 'raw deflate',
};

const DECOMPRESS_TITLE = 'Cannot decompress';

export const GZIP_FAULTS = defineFaultWords(fault, {
  notCompressed: {
    title: DECOMPRESS_TITLE,
    description: ({ format }) =>
      `This is not ${FORMAT_NAMES[format]} data: the stream is damaged or in another format.`,
  },
  looksLike: {
    title: DECOMPRESS_TITLE,
    description: ({ format, found }) =>
      `This is not ${FORMAT_NAMES[format]} data: it starts as ${FORMAT_NAMES[found]} does. Choose ${FORMAT_NAMES[found]}.`,
  },
  truncated: {
    title: DECOMPRESS_TITLE,
    description: ({ format }) =>
      `The ${FORMAT_NAMES[format]} stream ends too early: the data is cut short, and nothing was kept.`,
  },
  trailingJunk: {
    title: DECOMPRESS_TITLE,
    description: ({ format }) =>
      `Bytes follow the end of the ${FORMAT_NAMES[format]} stream: the data is damaged or two files were joined.`,
  },
  tooLarge: {
    title: DECOMPRESS_TITLE,
    description: ({ limit }) =>
      `The text decompresses to more than ${formatBytes(limit)}: stopped there (a decompression bomb?). Decompress it as a file: files of any size are written to disk.`,
  },
  notText: {
    title: DECOMPRESS_TITLE,
    description: ({ bytes }) =>
      `The data decompresses to ${formatBytes(bytes)} that are not UTF-8 text: drop it in the File section to download the bytes.`,
  },
});

const percentOf = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(part < whole / 1000 ? 3 : 1)}%` : '100%';

/** "1.2 KB → 480 bytes (40.0% of the original)": the size change of an action. */
export const sizeNote = ({ original, compressed }: GzipSizes, direction: 'compress' | 'decompress'): string =>
  direction === 'compress'
    ? GZIP_MESSAGES.summary(formatBytes(original), formatBytes(compressed), percentOf(compressed, original))
    : GZIP_MESSAGES.summary(formatBytes(compressed), formatBytes(original), percentOf(compressed, original));

/** "23.4% of the original · 85.2 MB/s": how a file job went (the output against the input, the input's speed). */
export const fileJobNote = (inputBytes: number, outputBytes: number, ms: number): string =>
  GZIP_MESSAGES.fileNote(
    percentOf(outputBytes, inputBytes),
    `${formatBytes(Math.round((inputBytes * 1000) / Math.max(ms, 1)))}/s`,
  );

/** The page's words. */
export const GZIP_MESSAGES = {
  compressTitle: 'Cannot compress',
  decompressTitle: DECOMPRESS_TITLE,
  // Page texts
  inputCompress: 'Text',
  inputDecompress: 'Base64 of compressed data',
  placeholderCompress: 'Type or paste text to compress',
  placeholderDecompress: 'Paste Base64 of gzip, zlib or deflate data (H4sI… is gzip)',
  blankCompress: 'Type some text to compress',
  blankDecompress: 'Paste Base64 to decompress',
  format: 'Format',
  formatGzip: 'gzip (.gz)',
  formatZlib: 'zlib (deflate with a header)',
  formatRaw: 'Raw deflate',
  compress: 'Compress',
  decompress: 'Decompress',
  compressing: 'Compressing',
  decompressing: 'Decompressing',
  compressed: 'Compressed (Base64)',
  decompressed: 'Text',
  summary: (from: string, to: string, percent: string) => `${from} → ${to} (${percent} of the original)`,
  /** The file panel's words (its FileJobTexts). */
  file: {
    heading: 'Files of any size',
    hint: 'A file is streamed through the browser’s own zlib in a worker and written to disk as it goes, so memory stays flat. A gzip or zlib file is recognised by its first bytes.',
    dropFile: 'Drop a file here, or choose one',
    clearFile: 'Clear file',
    working: 'Working on the file',
    done: 'Done: the whole stream checked.',
    download: 'Download',
    ready: (name: string, size: string) => `${name} is ready (${size}).`,
  },
  compressFile: 'Compress file',
  decompressFile: 'Decompress file',
  fileNote: (percent: string, speed: string) => `${percent} of the original · ${speed}`,
};
