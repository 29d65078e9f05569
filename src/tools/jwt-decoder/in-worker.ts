/** Main-thread side of the JWT decoder (see ./task). */
import type { JwtOptions } from './core';
import type { SupportedAlg } from './core/algorithms';
import type { JwtDecoderTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/** One worker, kept between runs: every run is a few milliseconds of WebCrypto, a generated RSA key some 100 ms. */
export const jwtDecoderPool = toolPool<JwtDecoderTasks>('JWT', 'jwt-decoder');

/** Decodes and verifies, or signs, in the worker; rejects with the tool's fault on bad input (the data: ./result.ts words it). */
export const runJwtInWorker = (action: string, text: string, options: JwtOptions, job?: JobOptions) =>
  jwtDecoderPool.onText('run', text, { action, options, nowMs: Date.now() }, job);

/** A secret or a private key to try signing with `alg`, made in the worker. */
export const makeKeyForTryingInWorker = (alg: SupportedAlg, job?: JobOptions) =>
  jwtDecoderPool.run('keyForTrying', { alg }, job);
