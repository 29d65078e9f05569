/**
 * A job bounded in time: past its limit it is cancelled, which makes the pool terminate the worker running it and
 * start a fresh one for the next job (a pool made with a short `cancelGraceMs`), and the caller gets the error the
 * limit calls for. A user's regex runs this way (`withRegexTimeLimit`), so a pattern that backtracks for ever
 * never freezes anything; so does a jq filter (./json-query).
 */
import { regexTimeLimitFault } from './time-limit-faults';
import { withLinkedAbort } from './abort';
import type { JobOptions } from './text-job';

/** Runs `run` with the time limit: past it the job is cancelled and the error `onTimeout` makes is thrown. */
export async function withTimeLimit<R>(
  limitMs: number,
  { signal, onProgress }: JobOptions,
  run: (job: JobOptions) => Promise<R>,
  onTimeout: () => Error,
): Promise<R> {
  let timedOut = false;
  return withLinkedAbort(signal, async (link) => {
    const timer = setTimeout(() => {
      timedOut = true;
      link.abort();
    }, limitMs);
    try {
      return await run({ signal: link.signal, onProgress });
    } catch (error) {
      if (timedOut) throw onTimeout();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * The longest a user's regex job may run: 2 s (the spec's "about 2 s" for a catastrophic pattern on a short text),
 * and 1 s more per 10 MB of text, which a linear pattern needs to read it and be handed it (an e-mail pattern runs
 * through 100 MB in about 2 s here).
 */
export const regexTimeLimitMs = (chars: number) => 2000 + Math.round(chars / 10_000);

/** The error of a regex past its limit: 'The pattern took too long: it may backtrack catastrophically'. */
export const regexTooSlow = () => regexTimeLimitFault('tooSlow');

/** Runs a job that applies a user's regex to `chars` characters under `regexTimeLimitMs`. */
export const withRegexTimeLimit = <R>(chars: number, job: JobOptions, run: (job: JobOptions) => Promise<R>) =>
  withTimeLimit(regexTimeLimitMs(chars), job, run, regexTooSlow);
