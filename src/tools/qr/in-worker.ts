/** Main-thread side of the QR code reader: the worker decodes, the page only waits. */
import type { QrTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const qrPool = toolPool<QrTasks>(
  'QR reader',
  'qr',
  // One decode is one long WASM call that cannot answer pings: give it time before it counts as hung.
  { size: 1, livenessMs: 20_000 },
);

/** The texts of the QR codes in an image, decoded in the worker. */
export const readQrCodesInWorker = (image: Blob, job?: JobOptions): Promise<string[]> => qrPool.run('read', image, job);
