/** Main-thread side of the calculator (see ./task): every run there, bounded in time. */
import { fault } from './core/faults';
import type { MathOptions } from './core/options';
import type { MathEvaluatorTasks } from './task';
import { WorkerFault } from '../../workers/pool';
import { withTimeLimit } from '../../workers/time-limit';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

/**
 * One worker. A mathjs run is one synchronous call that answers no ping: the time limit bounds it, not the pool's
 * liveness check; on the limit or Cancel the pool terminates the worker after a short grace and starts another.
 */
export const mathEvaluatorPool = toolPool<MathEvaluatorTasks>('calculator', 'math-evaluator');

/**
 * The longest a page of expressions may run: 2 s, as a user's regex. Ordinary expressions take under a millisecond;
 * factorial(100000) at 32 digits takes 0.3-0.7 s in Node, factorial(1e6) 2.5 s (stopped), factorial(1e7) far longer.
 */
export const MATH_TIME_LIMIT_MS = 2000;

/** Evaluates the lines in the worker; a hostile expression past the limit, or one that exhausts memory, is a ToolError. */
export async function evaluateInWorker(text: string, options: MathOptions, job: JobOptions = {}) {
  const tooSlow = () => fault('tooSlow', { seconds: MATH_TIME_LIMIT_MS / 1000 });
  try {
    return await withTimeLimit(
      MATH_TIME_LIMIT_MS,
      job,
      (inner) => mathEvaluatorPool.run('evaluate', { text, options }, inner),
      tooSlow,
    );
  } catch (error) {
    if (error instanceof WorkerFault) throw fault('crashed', { reason: error.message });
    throw error;
  }
}
