/** Main-thread side of the QR code reader: the worker decodes, the page only waits. */
import type { QrTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import tool from './tool';

export const qrCodeGeneratorPool = toolPool<QrTasks>('QR reader', 'qr-code-generator', tool.worker);

/** The texts of the QR codes in an image, decoded in the worker. */
export const readQrCodesInWorker = (image: Blob, job?: JobOptions): Promise<string[]> =>
  qrCodeGeneratorPool.run('read', image, job);
