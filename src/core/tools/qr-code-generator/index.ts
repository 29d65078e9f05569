/**
 * QR code generator (spec sections 5, 7 and 9): made here with the `qrcode` library, never by a third-party
 * image service, so the text never leaves the device. The matrix is drawn to pixels (PNG) or to SVG.
 */
import QRCode from 'qrcode';
import { ToolError } from '../../shared/tool-error';

export const SIZE = { min: 100, max: 500, step: 50, default: 200 } as const;
export const MARGIN = { min: 0, max: 10, default: 4 } as const;
export const EMPTY_TEXT = 'Please enter a URL or text';
export const GENERATE_FAILED = 'Failed to generate QR code';

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

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

export function qrMatrix(text: string, errorCorrection: ErrorCorrection = 'M'): QrMatrix {
  if (!text.trim()) throw new ToolError(EMPTY_TEXT);
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
    return { size: modules.size, modules: Uint8Array.from(modules.data) };
  } catch {
    // The only failure left is text too long for a QR code at this error-correction level.
    throw new ToolError(GENERATE_FAILED, 'The text is too long for a QR code at this error correction level.');
  }
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
