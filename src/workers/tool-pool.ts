/**
 * A tool's worker pool and client, defined in a few lines (the one way a tool makes a pool):
 *
 *   // src/tools/my-tool/in-worker.ts, beside src/tools/my-tool/task.ts (whose default export is its tasks)
 *   export const myToolPool = toolPool<MyToolTasks>(
 *     'my tool', // in fault messages: 'The my tool worker stopped responding.'
 *     'my-tool', // the folder whose task.ts the worker runs
 *     { size: 1 },
 *   );
 *   export const convertTextInWorker = (text: string, options: MyOptions, job?: JobOptions) =>
 *     myToolPool.onText('convert', text, { options }, job);
 *   export const convertImageInWorker = (image: Blob, options: MyOptions, job?: JobOptions) =>
 *     myToolPool.run('convertImage', { image, options }, job);
 *
 * `onText` sends a long text in slices (`runOnText`); `onFile` streams a file of any size to one or more jobs
 * (`runOnFile`); `run` is the pool's own, for any other input.
 *
 * Every tool's workers run one entry, ./tool.worker, which loads the tool's task.ts on its first job. The pool's
 * settings stay beside the client, not in tool.ts: the catalogue, which holds every tool.ts, is in the site's entry
 * chunk, and these settings and their reasons matter only once the tool runs a job.
 *
 * Naming rule, for every client:
 * - the pool is `<partsName>Pool`, the tool's parts name (its folder) in camelCase: `hashGeneratorPool`,
 *   `base64Pool`;
 * - a function that runs a job is `<verb><Thing>InWorker`: `formatCssInWorker`, `hashFileInWorker`,
 *   `runJsFormatterInWorker`; its last parameter is the view's `JobOptions` (Cancel and progress).
 * The file reader's pool (./reader) is the one made with `createPool` itself: `onFile` is built on it.
 */
import { runOnFile, type FileJobOptions } from './file-job';
import { createPool, type Pool, type PoolOptions, type TaskInput, type TaskOutput, type WorkerLike } from './pool';
import type { LoadTasksMessage, TaskMap } from './protocol';
import { runOnText, type JobOptions, type TextTaskExtra, type TextTasks } from './text-job';

export type { JobOptions };

/** A pool's settings besides its name (see PoolOptions); `FORMATTER_POOL` (./formatter-task) for formatters. */
export type ToolPoolOptions = Omit<PoolOptions, 'name'>;

export interface ToolPool<T extends TaskMap> extends Pool<T> {
  /**
   * Runs `task` on `text`, served to the worker in slices (`runOnText`, ./text-job) with `extra`, the task's other
   * fields (its options), beside it.
   */
  onText<K extends TextTasks<T> & string>(
    task: K,
    text: string,
    extra: TextTaskExtra<T, K>,
    job?: JobOptions,
  ): Promise<TaskOutput<T[K]>>;
  /** Runs `task` on a file of any size, read once by a reader worker and streamed to the jobs (`runOnFile`, ./file-job). */
  onFile<K extends keyof T & string>(
    task: K,
    file: Blob,
    options: FileJobOptions<TaskInput<T[K]>>,
  ): Promise<TaskOutput<T[K]>[]>;
}

/**
 * A tool's pool, created at module level (it spawns nothing until used). `name` is the worker's name in fault
 * messages ('The hash worker could not be loaded.'); `worker` is the tool's folder, whose task.ts the generic tool
 * worker runs (or, in tests, a factory of stand-in workers).
 */
export function toolPool<T extends TaskMap>(
  name: string,
  worker: string | (() => WorkerLike),
  options: ToolPoolOptions = {},
): ToolPool<T> {
  const factory = typeof worker === 'string' ? () => toolWorker(worker) : worker;
  const pool = createPool<T>(factory, { ...options, name });
  const onText: ToolPool<T>['onText'] = (task, text, extra, job) => runOnText(pool, task, text, extra, job);
  const onFile: ToolPool<T>['onFile'] = (task, file, fileOptions) => runOnFile(pool, task, file, fileOptions);
  return Object.assign(pool, { onText, onFile });
}

/**
 * A worker of the generic entry, told first which tool's tasks to load. Its options are static (the bundler finds a
 * worker only so), hence the message.
 */
function toolWorker(tool: string): Worker {
  const worker = new Worker(new URL('./tool.worker.ts', import.meta.url), { type: 'module', name: 'tool' });
  const load: LoadTasksMessage = { loadTasks: tool };
  worker.postMessage(load);
  return worker;
}
