/**
 * A file a tool reads whole (a YAML or TOML parser holds the text and what it builds from it at once): its bound.
 * V8's longest string is some 536 million characters; past this size the parse would not fit in a tab's memory.
 */
import { formatBytes } from './format';
import { ToolError } from './tool-error';

export const MAX_WHOLE_FILE_BYTES = 256 * 1024 ** 2;

export const WHOLE_FILE_MESSAGES = {
  tooLargeTitle: 'File too large',
  tooLarge: (size: string, limit: string) =>
    `This file is ${size}; it is read whole, up to ${limit}. Convert it in parts.`,
} as const;

/** Refuses a file past the bound with its size and the limit. */
export function requireWholeFileSize(bytes: number): void {
  if (bytes > MAX_WHOLE_FILE_BYTES)
    throw new ToolError(
      WHOLE_FILE_MESSAGES.tooLargeTitle,
      WHOLE_FILE_MESSAGES.tooLarge(formatBytes(bytes), formatBytes(MAX_WHOLE_FILE_BYTES)),
    );
}
