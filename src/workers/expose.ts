/**
 * The worker side of the pool: a worker entry calls `exposeTasks({ name: fn, ... })` once, or, as the generic tool
 * worker does (./tool.worker), `exposeTasks(tasksNamedFirst(modules))` with the tool's tasks still loading.
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
  isLoadTasksMessage,
} from './protocol';

export { transfer } from 'comlink';

/** Progress is posted at most this often (plus the final value). */
const PROGRESS_INTERVAL_MS = 50;

/** A tool's `task.ts`, as `import.meta.glob` loads it: its default export is its tasks. */
export type TaskModules = Record<string, () => Promise<{ default: TaskMap }>>;

/**
 * The tasks of the tool named by the first message this worker receives (`LoadTasksMessage`, posted by the pool's
 * factory before any job), loaded from `modules` (keyed by path, `'../tools/<tool>/task.ts'`, as `import.meta.glob` gives them). Call
 * it before `exposeTasks`, so it listens before Comlink: that message never reaches Comlink.
 */
export function tasksNamedFirst(
  modules: TaskModules,
  endpoint: Comlink.Endpoint | undefined = workerScope(),
): Promise<TaskMap> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: Event) => {
      const { data } = event as MessageEvent<unknown>;
      if (!isLoadTasksMessage(data)) return;
      event.stopImmediatePropagation();
      endpoint?.removeEventListener('message', onMessage);
      const load = modules[`../tools/${data.loadTasks}/task.ts`] as TaskModules[string] | undefined;
      if (!load) reject(new Error(`No tasks for the tool "${data.loadTasks}"`));
      else load().then((module) => resolve(module.default), reject);
    };
    endpoint?.addEventListener('message', onMessage);
  });
}

/**
 * Until `tasks` (a promise) has loaded, `ready` waits (the pool allows a loading worker `loadMs`) and jobs wait; if
 * it fails, the failure is thrown in the worker, so the pool sees a worker that could not be loaded, as it would a
 * missing script.
 */
export function exposeTasks(
  tasks: TaskMap | Promise<TaskMap>,
  endpoint: Comlink.Endpoint | undefined = workerScope(),
): void {
  // Unit tests import a worker entry for its tasks, outside any worker: nothing to expose then.
  if (!endpoint) return;
  const loaded = Promise.resolve(tasks).catch((error: unknown) => {
    setTimeout(() => {
      throw error;
    });
    return new Promise<never>(() => {});
  });
  const running = new Map<number, AbortController>();
  const api: WorkerApi = {
    ready: () => loaded.then(() => true as const),
    ping: () => true,
    async run({ id, task, input, progress }: RunMessage) {
      const controller = new AbortController();
      running.set(id, controller);
      const all = await loaded;
      const fn = Object.hasOwn(all, task) ? all[task] : undefined;
      if (!fn) {
        running.delete(id);
        throw new Error(`Unknown task "${task}"`);
      }
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
        const { code, params, at } = error;
        const reply: ToolErrorReply = { toolError: { code, params, at } };
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
