import { useEffect, useRef } from 'react';
import type { BwipOptions } from './core';
import { BARCODE_TEXTS as T } from './words';
import type { loadBwip } from './core';

type Bwip = Awaited<ReturnType<typeof loadBwip>>;

/**
 * The symbol drawn by bwip-js on a canvas at its real size (the pixels the PNG download saves). Only a symbol the
 * page already made as SVG comes here, so bwip-js does not refuse it.
 */
export function BarcodePreview({ bwip, drawn, label }: { bwip: Bwip; drawn: BwipOptions; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // A copy: bwip-js writes its derived sizes into the options it is given (a second call would pad twice).
    if (canvas.current) bwip.toCanvas(canvas.current, { ...drawn });
  }, [bwip, drawn]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="barcode-preview"
      className="h-auto max-w-full self-center [image-rendering:pixelated]"
    />
  );
}

/** The preview's pixels as a PNG file. */
export function previewPng(): Promise<Blob> {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="barcode-preview"]');
  return new Promise((resolve, reject) => {
    if (!canvas) reject(new Error(T.failed));
    else canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(T.failed))), 'image/png');
  });
}
