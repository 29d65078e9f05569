/**
 * A file a tool reads whole (a YAML or TOML parser holds the text and what it builds from it at once): its bound.
 * V8's longest string is some 536 million characters; past this size the parse would not fit in a tab's memory.
 */
import { wholeFileFault } from './whole-file-faults';

export const MAX_WHOLE_FILE_BYTES = 256 * 1024 ** 2;

/** Refuses a file past the bound with its size and the limit. */
export function requireWholeFileSize(bytes: number): void {
  if (bytes > MAX_WHOLE_FILE_BYTES) throw wholeFileFault('tooLarge', { size: bytes, limit: MAX_WHOLE_FILE_BYTES });
}
