/** Main-thread side of the certificate decoder (see ./task). */
import type { X509DecoderTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const x509DecoderPool = toolPool<X509DecoderTasks>('Certificate decoder', 'x509-decoder');

/** Describes `text` in the worker; rejects with the decoder's fault on bad input. */
export const decodeCertificatesInWorker = (text: string, job?: JobOptions) =>
  x509DecoderPool.onText('run', text, {}, job);
