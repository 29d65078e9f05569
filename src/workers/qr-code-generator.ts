/** Main-thread side of the QR code reader: the worker decodes, the page only waits. */
import type { QrTasks } from './qr-code-generator.worker';
import { createPool, type Pool } from './pool';

export const qrPool: Pool<QrTasks> = createPool<QrTasks>(
  () => new Worker(new URL('./qr-code-generator.worker.ts', import.meta.url), { type: 'module', name: 'qr-reader' }),
  // One decode is one long WASM call that cannot answer pings: give it time before it counts as hung.
  { name: 'QR reader', size: 1, livenessMs: 20_000 },
);

export function readQrCodes(image: Blob, signal?: AbortSignal): Promise<string[]> {
  return qrPool.run('read', image, { signal });
}
