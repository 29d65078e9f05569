import { formatBytes, formatCount } from '../../../core/shared/format';
import { ToolError } from '../../../core/shared/tool-error';

/** The hex viewer's screen words, one table for translation. */
export const HEX_TEXTS = {
  privacy: 'The file stays on your device: only the rows on screen are read, and nothing is uploaded.',
  dropFile: 'Drop a file here or click to choose',
  dropHint: 'Any file, of any size: only what is on screen is read.',
  fileTitle: 'File',
  emptyTitle: 'Empty file',
  empty: 'This file is empty (0 bytes): there is nothing to show.',
  /** The rounded size, and the exact count beside it where rounding changed it ('1.2 KB (1,234 bytes)'). */
  size: (size: number) =>
    size < 1024
      ? `${formatCount(size)} ${size === 1 ? 'byte' : 'bytes'}`
      : `${formatBytes(size)} (${formatCount(size)} bytes)`,
  gridLabel: (name: string) => `Bytes of ${name}: offset, hex and text. Arrows move the cursor, Shift+arrows select.`,
  gotoLabel: 'Go to offset',
  gotoPlaceholder: '0x1f40 or 8000',
  gotoButton: 'Go',
  searchLabel: 'Search',
  searchPlaceholderText: 'Text to find (UTF-8)',
  searchPlaceholderHex: 'Bytes to find, e.g. 50 4b 03 04',
  searchMode: 'Search for',
  modeText: 'Text',
  modeHex: 'Hex bytes',
  findButton: 'Find all',
  cancel: 'Cancel',
  next: 'Next match',
  previous: 'Previous match',
  searching: 'Searching…',
  matchCount: (count: string, capped: boolean) => (capped ? `${count}+ matches` : `${count} matches`),
  matchAt: (index: number, count: number, offset: string) => `Match ${index} of ${count} at ${offset}`,
  noMatch: 'No match in the file.',
  cancelSearch: 'Cancel the search',
  searchFailed: 'The search stopped',
  matchesListed: (count: string) => `the first ${count} can be stepped through`,
  selection: (count: string, from: string, to: string) => `${count} bytes selected (${from} to ${to})`,
  cursorAt: (offset: string) => `Cursor at ${offset}`,
  copyHex: 'Copy as hex',
  copyC: 'Copy as C array',
  copyBase64: 'Copy as Base64',
  copied: 'Selection copied',
  copyFailed: 'Copy failed',
  inspector: 'Inspector',
  inspectorAt: (offset: string) => `At ${offset}`,
  littleEndian: 'Little endian',
  bigEndian: 'Big endian',
  type: 'Type',
  tooShort: '—',
  close: 'Clear file',
} as const;

/** Row names of the inspector, in its order. */
export const INSPECTOR_ROWS = {
  int8: 'int8',
  uint8: 'uint8',
  int16: 'int16',
  uint16: 'uint16',
  int32: 'int32',
  uint32: 'uint32',
  int64: 'int64',
  uint64: 'uint64',
  float32: 'float32',
  float64: 'float64',
  utf8: 'UTF-8 character',
  unix: 'Unix time (32-bit seconds)',
  filetime: 'FILETIME (64-bit)',
  binary: 'Binary (byte)',
} as const;

export const offsetError = (why: string) => new ToolError('Offset not understood', why);
export const patternError = (why: string) => new ToolError('Pattern not understood', why);
export const copyTooLargeError = (limit: string) =>
  new ToolError('Selection too large to copy', `Copy takes at most ${limit}; select a smaller range.`);
export const readError = (why: string) => new ToolError('The file could not be read', why);
