/** Main-thread side of the password strength checker (see ./task). */
import type { PasswordStrengthTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker, kept: zxcvbn indexes its dictionaries once (about a second on a busy machine), then each check takes
 * milliseconds, up to 1.5 s for the worst 100 characters on a busy machine. A check is one synchronous
 * call, so the liveness check allows a minute, and a newer keystroke's run stops a check still going.
 */
export const passwordStrengthPool = toolPool<PasswordStrengthTasks>('password strength', 'password-strength');

/** The strength of `password`, checked in the worker. */
export const checkPasswordStrengthInWorker = (_action: string, password: string, _options: unknown, job?: JobOptions) =>
  passwordStrengthPool.run('check', { password }, job);
