/**
 * Main-thread side of long text jobs: the text goes to the worker in slices (`serveString`), one per message,
 * so no task on the page clones megabytes; the worker reads them with `receiveText` / `transformText`
 * (./text-task). The result comes back as a Blob, so the page never holds a second giant string.
 */
import { serveString } from './chunks';
import type { Pool, RunOptions, TaskInput, TaskOutput } from './pool';
import type { TaskContext, TaskMap } from './protocol';
import type { TextSource, TransformedText } from './text-task';

/** What a view passes to a job: its Cancel signal and its progress callback. */
export type JobOptions = Pick<RunOptions, 'signal' | 'onProgress'>;

/** Names of the tasks of `T` whose input is a TextSource (plus their options). */
export type TextTasks<T extends TaskMap> = {
  [K in keyof T]: TaskInput<T[K]> extends TextSource ? K : never;
}[keyof T];

/** What a text task takes beside its text: its options. */
export type TextTaskExtra<T extends TaskMap, K extends keyof T> = Omit<TaskInput<T[K]>, keyof TextSource>;

/** The characters of each slice of a long text sent to a worker. */
export const TEXT_SLICE_CHARS = 1 << 19;

/** Runs `task` on `text` in `pool`, with `extra` fields (the task's options) beside the text source. */
export async function runOnText<T extends TaskMap, K extends TextTasks<T> & string>(
  pool: Pool<T>,
  task: K,
  text: string,
  extra: TextTaskExtra<T, K>,
  { signal, onProgress }: JobOptions = {},
): Promise<TaskOutput<T[K]>> {
  // 512K characters a slice: cloning one takes a few milliseconds even on a loaded two-core machine, where 2M
  // took 40-120 ms there (a long task on the page for every slice of a 50 MB paste); 100 messages for 50 MB cost
  // little.
  const served = serveString(text, 1, TEXT_SLICE_CHARS);
  const [source] = served.ports;
  try {
    const input = { ...extra, source, chars: text.length } as TaskInput<T[K]>;
    return await pool.run(task, input, { signal, onProgress, transfer: [source] });
  } finally {
    served.close();
  }
}

/** What a tool's worker entry exposes to use `settingsTransformer`: a `settingsTransformTask` named `transform`. */
type SettingsTransformTasks<S> = {
  transform: (input: TextSource & { settings: S }, ctx: TaskContext) => Promise<TransformedText>;
};

/** The main-thread function of a worker's `settingsTransformTask` (./text-task): text and settings in, output back. */
export function settingsTransformer<S>(pool: Pool<SettingsTransformTasks<S>>) {
  return (text: string, settings: S, job: JobOptions = {}): Promise<TransformedText> =>
    runOnText(pool, 'transform', text, { settings }, job);
}
