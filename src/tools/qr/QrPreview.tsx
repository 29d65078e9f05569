import { useEffect, useRef } from 'react';
import { rasterise, type QrMatrix, type QrStyle } from './core';
import { QR_TEXTS } from './words';

/**
 * The code drawn at its real size on a canvas, the same pixels the PNG download saves, shown at that size (narrower
 * only where the screen is) with its pixels kept square and sharp.
 */
export function QrPreview({
  matrix,
  style,
  text,
  label,
}: {
  matrix: QrMatrix;
  style: QrStyle;
  text: string;
  /** The code's accessible name, where it must not read out its text (a secret in it, say). */
  label?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const { width, height, data } = rasterise(matrix, style);
    context.putImageData(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  }, [matrix, style]);
  return (
    <canvas
      ref={canvas}
      width={style.size}
      height={style.size}
      role="img"
      aria-label={label ?? QR_TEXTS.qrCodeFor(text)}
      data-testid="qr-preview"
      className="h-auto max-w-full self-center ring-1 ring-slate-200 [image-rendering:pixelated] dark:ring-slate-700"
    />
  );
}

/** The canvas's pixels as a PNG file. */
export function canvasPng(): Promise<Blob> {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="qr-preview"]');
  return new Promise((resolve, reject) => {
    if (!canvas) reject(new Error('No QR code on the page'));
    else canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}
