import { faultsOf } from '../../../core/shared/tool-error';
import type { CompressionFormat } from './options';

type Format = { format: CompressionFormat };

/** The Gzip / Deflate tool's faults and what each carries; their words are in ../words.ts. */
export interface GzipFaults {
  notCompressed: Format;
  /** The data starts as the `found` format does. */
  looksLike: Format & { found: CompressionFormat };
  truncated: Format;
  trailingJunk: Format;
  /** The text's output limit, in bytes. */
  tooLarge: { limit: number };
  /** The decompressed size, in bytes. */
  notText: { bytes: number };
}

export const fault = faultsOf<GzipFaults>('gzip-tool');
