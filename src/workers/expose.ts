/**
 * The worker side of the pool: a worker entry calls `exposeTasks({ name: fn, ... })` once.
 * Each task gets its input and a context with an AbortSignal and a throttled progress reporter.
 * To move a large result back without copying, return `transfer(value, [buffer])`. Expected failures
 * (bad input) throw a ToolError: the caller's promise rejects with it and the worker stays.
 */
import * as Comlink from 'comlink';
import { ToolError } from '../core/shared/tool-error';
import {
  cancelledError,
  type RunMessage,
  type ToolErrorReply,
  type TaskContext,
  type TaskMap,
  type WorkerApi,
} from './protocol';

export { transfer } from 'comlink';

/** Progress is posted at most this often (plus the final value). */
const PROGRESS_INTERVAL_MS = 50;

export function exposeTasks(tasks: TaskMap, endpoint: Comlink.Endpoint | undefined = workerScope()): void {
  // Unit tests import a worker entry for its tasks, outside any worker: nothing to expose then.
  if (!endpoint) return;
  const running = new Map<number, AbortController>();
  const api: WorkerApi = {
    ready: () => true,
    ping: () => true,
    async run({ id, task, input, progress }: RunMessage) {
      const fn = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
      if (!fn) throw new Error(`Unknown task "${task}"`);
      const controller = new AbortController();
      running.set(id, controller);
      let last = -Infinity;
      const ctx: TaskContext = {
        signal: controller.signal,
        progress(done, total) {
          const now = performance.now();
          if (now - last < PROGRESS_INTERVAL_MS && done < total) return;
          last = now;
          progress.postMessage([done, total]);
        },
      };
      try {
        // The caller's `pool.run` typed the input against this very task.
        return await fn(input as never, ctx);
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        const { title, description, at } = error;
        const reply: ToolErrorReply = { toolError: { title, description, at } };
        return reply;
      } finally {
        running.delete(id);
        progress.close();
      }
    },
    cancel(id) {
      running.get(id)?.abort(cancelledError());
    },
  };
  Comlink.expose(api, endpoint);
}

/** This thread's global scope when it is a worker, else undefined. */
function workerScope(): Comlink.Endpoint | undefined {
  return typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope ? self : undefined;
}
