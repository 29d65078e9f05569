/**
 * QR code generator (spec sections 5, 7 and 9): made here with the `qrcode` library, never by a third-party
 * image service, so the text never leaves the device. The matrix is drawn to pixels (PNG) or to SVG.
 */
import QRCode from 'qrcode';
import * as Levels from 'qrcode/lib/core/error-correction-level.js';
import * as Mode from 'qrcode/lib/core/mode.js';
import { getCapacity } from 'qrcode/lib/core/version.js';
import type { ToolError } from '../../../core/shared/tool-error';
import { fault, type LengthUnit } from './faults';
import type { ErrorCorrection } from './levels';

export { fault, type LengthUnit, type QrFaults } from './faults';
export type { ErrorCorrection } from './levels';

export const SIZE = { min: 100, max: 500, step: 50, default: 200 } as const;
export const MARGIN = { min: 0, max: 10, default: 4 } as const;

export interface QrStyle {
  /** Width and height of the image in pixels. */
  size: number;
  /** Quiet zone around the code, in modules. */
  margin: number;
  /** '#rrggbb' */
  foreground: string;
  background: string;
}

export const DEFAULT_STYLE: QrStyle = {
  size: SIZE.default,
  margin: MARGIN.default,
  foreground: '#000000',
  background: '#ffffff',
};

/** The code's modules: `size` by `size`, row by row, 1 for dark. */
export interface QrMatrix {
  size: number;
  modules: Uint8Array;
}

/** The QR modes a text can be written in, narrowest first: each holds more characters than the next. */
export type DataKind = 'numeric' | 'alphanumeric' | 'byte';

const MODES = { numeric: Mode.NUMERIC, alphanumeric: Mode.ALPHANUMERIC, byte: Mode.BYTE } as const;

/** The narrowest mode the whole text fits (qrcode mixes modes for a mixed text; its widest part decides here). */
export function dataKind(text: string): DataKind {
  if (/^\d*$/.test(text)) return 'numeric';
  if (/^[0-9A-Z $%*+\-./:]*$/.test(text)) return 'alphanumeric';
  return 'byte';
}

/** The most characters of `kind` the largest code (version 40) holds at `level`: qrcode's own tables. */
export const capacity = (kind: DataKind, level: ErrorCorrection) => getCapacity(40, Levels[level], MODES[kind]);

/** The refusal of a text past the code's capacity, naming the limit in the text's own units. */
function tooLongError(text: string, level: ErrorCorrection): ToolError {
  const kind = dataKind(text);
  const bytes = new TextEncoder().encode(text).length;
  const [length, unit]: [number, LengthUnit] =
    kind === 'numeric'
      ? [text.length, 'digits']
      : kind === 'alphanumeric'
        ? [text.length, 'alphanumeric']
        : bytes === text.length
          ? [bytes, 'ascii']
          : [bytes, 'utf8'];
  return fault('tooLong', { length, unit, level, limit: capacity(kind, level) });
}

export function qrMatrix(text: string, errorCorrection: ErrorCorrection = 'M'): QrMatrix {
  if (!text.trim()) throw fault('empty');
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
    return { size: modules.size, modules: Uint8Array.from(modules.data) };
  } catch {
    // The only failure left is text too long for a QR code at this error-correction level.
    throw tooLongError(text, errorCorrection);
  }
}

/**
 * Under this many image pixels a module, a code is too small to read reliably. Measured with the page's own reader
 * (zxing, tryHarder) on the exact image: it reads down to 1.2-1.4 px a module and fails from 1.1 px (2,300
 * characters at 200 px). A phone sees the image through a screen's scaling or a print and its camera's blur, not
 * pixel for pixel, and below 2 px the nearest-pixel drawing makes modules 1 or 2 px wide (±50%). 3 px, over twice
 * where the exact image fails, keeps each module within a third of its width and is 0.8 mm on a 96-dpi screen.
 */
export const MIN_PIXELS_PER_MODULE = 3;

/** Image pixels per module: the image's side over the code's modules and its quiet zone on both sides. */
export const pixelsPerModule = (size: number, modules: number, margin: number) => size / (modules + 2 * margin);

/** The smallest size on the slider that gives `modules` (plus the margin) at least the minimum; null past the largest. */
export function readableSize(modules: number, margin: number): number | null {
  const needed = MIN_PIXELS_PER_MODULE * (modules + 2 * margin);
  const size = Math.max(SIZE.min, Math.ceil(needed / SIZE.step) * SIZE.step);
  return size <= SIZE.max ? size : null;
}

const LOWER_LEVELS: Record<ErrorCorrection, ErrorCorrection[]> = { H: ['Q', 'M', 'L'], Q: ['M', 'L'], M: ['L'], L: [] };

/**
 * What makes a too-small code readable: a larger size at the same error correction, else the first lower level
 * whose smaller code is readable at some size; null when none is (the text is too long to read at any size here).
 */
export function readableFix(
  text: string,
  level: ErrorCorrection,
  modules: number,
  margin: number,
): { size: number; level: ErrorCorrection } | null {
  const size = readableSize(modules, margin);
  if (size) return { size, level };
  for (const lower of LOWER_LEVELS[level]) {
    const smaller = readableSize(qrMatrix(text, lower).size, margin);
    if (smaller) return { size: smaller, level: lower };
  }
  return null;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** RGBA pixels of the code at exactly `style.size` pixels square (nearest module for each pixel). */
export function rasterise(
  matrix: QrMatrix,
  style: QrStyle,
): { width: number; height: number; data: Uint8ClampedArray } {
  const { size, margin } = style;
  const cells = matrix.size + 2 * margin;
  const dark = rgb(style.foreground);
  const light = rgb(style.background);
  const data = new Uint8ClampedArray(size * size * 4);
  const cellOf = (pixel: number) => Math.floor((pixel * cells) / size) - margin;
  for (let y = 0; y < size; y++) {
    const row = cellOf(y);
    for (let x = 0; x < size; x++) {
      const column = cellOf(x);
      const inside = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
      const colour = inside && matrix.modules[row * matrix.size + column] ? dark : light;
      data.set(colour, (y * size + x) * 4);
      data[(y * size + x) * 4 + 3] = 255;
    }
  }
  return { width: size, height: size, data };
}

/** The code as an SVG document: one path of unit squares, scaled to `style.size` pixels. */
export function toSvg(matrix: QrMatrix, style: QrStyle): string {
  const cells = matrix.size + 2 * style.margin;
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.modules[row * matrix.size + column]) path += `M${column + style.margin} ${row + style.margin}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size}" height="${style.size}" viewBox="0 0 ${cells} ${cells}" shape-rendering="crispEdges">` +
    `<rect width="${cells}" height="${cells}" fill="${style.background}"/>` +
    `<path d="${path}" fill="${style.foreground}"/></svg>\n`
  );
}
