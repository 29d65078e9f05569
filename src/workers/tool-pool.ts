/**
 * A tool's worker pool and client in a few lines: `onText` sends a long text in slices, `onFile` streams a file
 * to one or more jobs, `run` takes any other input. Every tool's workers run one entry, ./tool.worker, which loads
 * the tool's task.ts (named by its folder) on its first job. An example and the naming rule: ./README.md.
 */
import { runOnFile, type FileJobOptions } from './file-job';
import { createPool, type Pool, type PoolOptions, type TaskInput, type TaskOutput, type WorkerLike } from './pool';
import { DECLARED_POOLS } from './pool-presets';
import type { LoadTasksMessage, TaskMap } from './protocol';
import { runOnText, type JobOptions, type TextTaskExtra, type TextTasks } from './text-job';

export type { JobOptions };

/** A pool's settings besides its name (see PoolOptions); `FORMATTER_POOL` (./pool-presets) for formatters. */
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
 * worker runs (or, in tests, a factory of stand-in workers); `options` default to its tool.ts's `worker`.
 */
export function toolPool<T extends TaskMap>(
  name: string,
  worker: string | (() => WorkerLike),
  options: ToolPoolOptions = typeof worker === 'string' ? declaredPool(worker) : {},
): ToolPool<T> {
  const factory = typeof worker === 'string' ? () => toolWorker(worker) : worker;
  const pool = createPool<T>(factory, { ...options, name });
  const onText: ToolPool<T>['onText'] = (task, text, extra, job) => runOnText(pool, task, text, extra, job);
  const onFile: ToolPool<T>['onFile'] = (task, file, fileOptions) => runOnFile(pool, task, file, fileOptions);
  return Object.assign(pool, { onText, onFile });
}

/** The pool a tool declares in its tool.ts (`worker`), as the catalogue registered it (a family's folder has none). */
const declaredPool = (folder: string): ToolPoolOptions => DECLARED_POOLS.get(folder) ?? {};

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
