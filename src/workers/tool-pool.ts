/**
 * A tool's worker pool and client, defined in a few lines (the one way a file of this folder makes a pool):
 *
 *   // src/workers/my-tool.ts, beside src/workers/my-tool.worker.ts
 *   export const myToolPool = toolPool<MyToolTasks>(
 *     'my tool', // in fault messages: 'The my tool worker stopped responding.'
 *     () => new Worker(new URL('./my-tool.worker.ts', import.meta.url), { type: 'module', name: 'my-tool' }),
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
 * The factory is written out in each client: Vite bundles a worker only where
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` stands literally.
 *
 * Naming rule, for every client in this folder:
 * - the pool is `<partsName>Pool`, the tool's parts name (the file's name, `partsName` in the catalogue) in
 *   camelCase: `hashGeneratorPool` in hash-generator.ts, `base64Pool` in base64.ts;
 * - a function that runs a job is `<verb><Thing>InWorker`: `formatCssInWorker`, `hashFileInWorker`,
 *   `runJsFormatterInWorker`; its last parameter is the view's `JobOptions` (Cancel and progress).
 * The file reader's pool (./reader) is the one made with `createPool` itself: `onFile` is built on it.
 */
import { runOnFile, type FileJobOptions } from './file-job';
import { createPool, type Pool, type PoolOptions, type TaskInput, type TaskOutput, type WorkerLike } from './pool';
import type { TaskMap } from './protocol';
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
 * The pool of a tool's worker entry, created at module level (it spawns nothing until used). `name` is the
 * worker's name in fault messages ('The hash worker could not be loaded.').
 */
export function toolPool<T extends TaskMap>(
  name: string,
  factory: () => WorkerLike,
  options: ToolPoolOptions = {},
): ToolPool<T> {
  const pool = createPool<T>(factory, { ...options, name });
  const onText: ToolPool<T>['onText'] = (task, text, extra, job) => runOnText(pool, task, text, extra, job);
  const onFile: ToolPool<T>['onFile'] = (task, file, fileOptions) => runOnFile(pool, task, file, fileOptions);
  return Object.assign(pool, { onText, onFile });
}
