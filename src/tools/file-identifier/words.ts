import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';
import type { FileReport, UnnamedType } from './core';
import type { Agreement } from './core/agreement';
import type { EntropyReading } from './core/entropy';

/** The file type identifier's screen words, one table for translation. */
export const FILE_ID_TEXTS = {
  privacy: 'Files are read on your device and never uploaded: only their first bytes and a 1 MiB sample.',
  dropFiles: 'Drop files here or click to choose',
  dropHint: 'Any files, several at once, of any size.',
  results: 'Files',
  resultCount: (count: number) => `${count} files`,
  /** The table's download (aligned text; .tsv for Download as TSV). */
  fileName: 'file-types.txt',
  addFiles: 'Add files',
  reading: 'Reading…',
  columns: {
    name: 'Name',
    size: 'Size',
    type: 'Detected type',
    mime: 'MIME type',
    ext: 'Extension',
    agreement: 'Name agrees?',
    entropy: 'Entropy',
  },
  bitsPerByte: (bits: string) => `${bits} bits/byte`,
  sampled: (size: string) => `over ${size} read`,
  byText: (encoding: string) => `text, ${encoding}`,
  byMagic: 'magic bytes',
  unknownType: 'Unknown binary data',
  emptyType: 'Empty file',
  renamedHint: (nameExt: string, ext: string) => `Named .${nameExt}, but the content is .${ext}`,
  noExt: '—',
  failed: 'Could not be read',
} as const;

export const AGREEMENT_TEXTS: Record<Agreement, string> = {
  agrees: 'Yes',
  renamed: 'Renamed?',
  none: 'No extension',
  unclear: 'Cannot tell',
};

export const ENTROPY_TEXTS: Record<EntropyReading, string> = {
  empty: 'Nothing to measure',
  uniform: 'Almost one byte repeated (zeros, padding, a sparse file)',
  text: 'Low: like text or structured data',
  binary: 'Medium: like program code or mixed data',
  compressed: 'Looks compressed or encrypted',
};

export const FILE_ID_FAULTS = defineFaultWords(fault, {
  readFailed: {
    title: ({ name }) => `${name} could not be read`,
    description: ({ reason }) => reason || 'The browser refused to read it (moved, deleted or locked).',
  },
});

const UNNAMED_TYPES: Record<UnnamedType, string> = {
  empty: FILE_ID_TEXTS.emptyType,
  unknown: FILE_ID_TEXTS.unknownType,
};

/** What a report says the file is, in words: its type's name, or what an unnamed one is. */
export const typeWords = (report: Pick<FileReport, 'type' | 'by'>): string =>
  report.by === 'none' ? UNNAMED_TYPES[report.type as UnnamedType] : report.type;
