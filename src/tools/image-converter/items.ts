import {
  declaresTransparency,
  HEADER_BYTES,
  readDimensions,
  sniffFormat,
  type ConvertOptions,
  type Dimensions,
} from './core';
import type { ConvertOutput } from './in-worker';
import { isSvg, svgSize } from '../image/svg';

/** A dropped image as the page shows it before converting: the spec's name, size and format. */
export interface Source {
  id: number;
  file: File;
  /** 'JPEG', 'PNG'… from the file's first bytes, else from its type. */
  format: string;
  /** From the header, when it says (before EXIF orientation). */
  size: Dimensions | null;
  /** The header declares transparency (an alpha channel, a transparent colour): JPEG puts a background there. */
  transparent: boolean;
}

export interface Converted extends ConvertOutput {
  /** The download's name: the original base name with the new extension. */
  name: string;
  blob: Blob;
  seconds: number;
  /** The options it was made with (a result made with others is out of date). */
  options: ConvertOptions;
  /** What the conversion left out, in words (an SVG's embedded HTML), else null. */
  notice: string | null;
}

export type ItemState =
  | { status: 'ready' }
  | { status: 'converting'; fraction: number }
  | { status: 'done'; result: Converted }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface Item {
  source: Source;
  state: ItemState;
}

let nextId = 0;

const typeLabel = (type: string) =>
  type
    .replace(/^image\//i, '')
    .replace(/\+xml$/i, '')
    .toUpperCase() || 'Unknown';

/** Reads a file's first bytes (never the whole file) for its format and size. */
export async function describe(file: File): Promise<Source> {
  const id = ++nextId;
  try {
    if (isSvg(file)) return { id, file, format: 'SVG', size: await svgSize(file), transparent: true };
    const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const format = sniffFormat(header) ?? typeLabel(file.type);
    return { id, file, format, size: readDimensions(header), transparent: declaresTransparency(header) };
  } catch {
    // Unreadable now (moved, no permission) or a broken SVG: converting will say it failed to load.
    return { id, file, format: typeLabel(file.type), size: null, transparent: false };
  }
}

export const sameOptions = (a: ConvertOptions, b: ConvertOptions) => JSON.stringify(a) === JSON.stringify(b);
