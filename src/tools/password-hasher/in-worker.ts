/** Main-thread side of the password hasher (see ./task): every hash and check runs there. */
import type { PasswordHasherOptions } from './core';
import type { PasswordHasherTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker. A hash is one uninterruptible call (bcrypt at cost 15 takes seconds) that answers no ping: the
 * liveness check allows minutes, and Cancel (or a newer keystroke's run) terminates the worker after a short grace
 * and the pool replaces it, as the JSON query's time limit does.
 */
export const passwordHasherPool = toolPool<PasswordHasherTasks>('password hasher', 'password-hasher');

/** Hashes the password, or checks it against `options.hash` (action 'verify'), in the worker. */
export const runPasswordHasherInWorker = (
  action: string,
  password: string,
  options: PasswordHasherOptions,
  job?: JobOptions,
) => passwordHasherPool.run('run', { action, password, options }, job);
