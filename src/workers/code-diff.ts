/** Main-thread side of the code diff: the diff runs in a worker; the page only waits and gets typed arrays back. */
import type { CodeDiffTasks, DiffInput, DiffOutput, ExportInput } from './code-diff.worker';
import { createPool, type Pool, type Progress } from './pool';

export type { DiffInput, DiffOutput, ExportInput } from './code-diff.worker';

export const codeDiffPool: Pool<CodeDiffTasks> = createPool<CodeDiffTasks>(
  () => new Worker(new URL('./code-diff.worker.ts', import.meta.url), { type: 'module', name: 'code-diff' }),
  // One diff at a time. The task pauses every few tens of milliseconds, so it answers pings and stops on Cancel.
  { name: 'code diff', size: 1 },
);

export interface JobOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

/** The diff of two texts; rejects with the spec's ToolError when either is empty. */
export function diffInWorker(input: DiffInput, { signal, onProgress }: JobOptions = {}): Promise<DiffOutput> {
  return codeDiffPool.run('diff', input, { signal, onProgress });
}

/** A finished diff's unified patch or listing, written in the worker when the visitor asks for it. */
export function exportInWorker(input: ExportInput): Promise<Blob> {
  return codeDiffPool.run('exportText', input);
}

/** Starts the worker and warms its code up ahead of the first diff (while the visitor brings the texts). */
export function warmDiffWorker(): void {
  codeDiffPool.run('warm', undefined).catch(() => undefined);
}
