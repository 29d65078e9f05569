/// <reference lib="webworker" />
/**
 * Worker tasks of the QR code generator's reader: zxing-wasm decodes an uploaded image. Its .wasm is a
 * bundled asset served from this site (by default the library would fetch it from a CDN).
 */
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { fault } from './core/faults';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path,
  },
});

/** QR codes and the barcode generator's symbologies (ITF covers ITF-14). */
const READ_FORMATS: ReadInputBarcodeFormat[] = [
  'QRCode',
  'Code128',
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'UPC-E',
  'Code39',
  'ITF',
  'DataMatrix',
  'PDF417',
  'Aztec',
];

export const qrTasks = {
  /** Every QR code's text in the image; none found is a ToolError. */
  async read(image: Blob): Promise<string[]> {
    let results;
    try {
      results = await readBarcodes(image, { formats: READ_FORMATS, tryHarder: true, maxNumberOfSymbols: 8 });
    } catch {
      throw fault('unreadable');
    }
    const texts = results.filter((r) => r.isValid).map((r) => r.text);
    if (!texts.length) throw fault('noCode');
    return texts;
  },
};

export type QrTasks = typeof qrTasks;

export default qrTasks;
