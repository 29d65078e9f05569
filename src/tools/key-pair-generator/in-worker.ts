/** Main-thread side of the key pair generator (see ./task). */
import type { KeyPairGeneratorTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker. WebCrypto's generateKey cannot be interrupted (an RSA 4096 key takes 1 to 10 s): Cancel ends the
 * worker after the grace period, and the next key starts a new one. It answers pings meanwhile (the work is
 * WebCrypto's, off the worker's thread), but the liveness limit is long for a slow machine.
 */
export const keyPairGeneratorPool = toolPool<KeyPairGeneratorTasks>('key pair', 'key-pair-generator');

/** A new key pair of `type` in every form; rejects with the core's ToolError for a type it does not make. */
export const generateKeyPairInWorker = (type: string, comment: string, job?: JobOptions) =>
  keyPairGeneratorPool.run('generate', { type, comment }, job);
