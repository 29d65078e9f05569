import type { CompressionFormat } from './options';

const FORMAT_NAMES: Readonly<Record<CompressionFormat, string>> = {
  gzip: 'gzip',
  deflate: 'zlib',
  'deflate-raw': 'raw deflate',
};

/** The Gzip / Deflate tool's words, one table for translation. */
export const GZIP_MESSAGES = {
  compressTitle: 'Cannot compress',
  decompressTitle: 'Cannot decompress',
  notCompressed: (format: CompressionFormat) =>
    `This is not ${FORMAT_NAMES[format]} data: the stream is damaged or in another format.`,
  looksLike: (format: CompressionFormat, found: CompressionFormat) =>
    `This is not ${FORMAT_NAMES[format]} data: it starts as ${FORMAT_NAMES[found]} does. Choose ${FORMAT_NAMES[found]}.`,
  truncated: (format: CompressionFormat) =>
    `The ${FORMAT_NAMES[format]} stream ends too early: the data is cut short, and nothing was kept.`,
  trailingJunk: (format: CompressionFormat) =>
    `Bytes follow the end of the ${FORMAT_NAMES[format]} stream: the data is damaged or two files were joined.`,
  tooLarge: (limit: string) =>
    `The text decompresses to more than ${limit}: stopped there (a decompression bomb?). Decompress it as a file: files of any size are written to disk.`,
  notText: (bytes: string) =>
    `The data decompresses to ${bytes} that are not UTF-8 text: drop it in the File section to download the bytes.`,
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
