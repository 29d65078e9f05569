/** Main-thread side of the code diff: the diff runs in a worker; the page only waits and gets typed arrays back. */
import type { CodeDiffTasks, DiffInput, DiffOutput, ExportInput } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export type { DiffInput, DiffOutput, ExportInput } from './task';

export const codeDiffPool = toolPool<CodeDiffTasks>('code diff', 'code-diff');

/** The diff of two texts; rejects with the spec's ToolError when either is empty. */
export const diffTextsInWorker = (input: DiffInput, job?: JobOptions): Promise<DiffOutput> =>
  codeDiffPool.run('diff', input, job);

/** A finished diff's unified patch or listing, written in the worker when the visitor asks for it. */
export const exportDiffInWorker = (input: ExportInput): Promise<Blob> => codeDiffPool.run('exportText', input);

/** Starts the worker and warms its code up ahead of the first diff (while the visitor brings the texts). */
export function warmUpDiffInWorker(): void {
  codeDiffPool.run('warm', undefined).catch(() => undefined);
}
