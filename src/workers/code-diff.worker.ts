/// <reference lib="webworker" />
/** Worker entry of the code diff: the line diff of two texts, and on demand its unified patch or the spec's listing. */
import { diffListing, generateDiff, unifiedPatch, type LineDiff, type PatchNames } from '../core/tools/code-diff';
import type { CompareOptions } from '../core/tools/code-diff/equivalence';
import { exposeTasks, transfer } from './expose';
import { runSteps } from './steps';
import type { TaskContext } from './protocol';

export interface DiffInput {
  oldText: string;
  newText: string;
  options: CompareOptions;
}

/**
 * What the view needs: the change blocks, the counts, and where each line starts (lines are read from the
 * texts the page already holds). Typed arrays only, moved to the page without copying.
 */
export type DiffOutput = LineDiff;

/** The text of a finished diff: the unified patch ('' when nothing differs) or the spec's listing. */
export interface ExportInput {
  oldText: string;
  newText: string;
  diff: DiffOutput;
  names: PatchNames;
  format: 'patch' | 'listing';
}

export const codeDiffTasks = {
  /** Nothing: starts the worker (and loads its module) before the first diff is asked for. */
  warm(): boolean {
    return true;
  },
  async diff({ oldText, newText, options }: DiffInput, ctx: TaskContext): Promise<DiffOutput> {
    const onProgress = (done: number, total: number) => ctx.progress(done, total);
    const diff = await runSteps(generateDiff(oldText, newText, { ...options, onProgress }), ctx.signal);
    return transfer(diff, [diff.blocks.buffer, diff.oldLines.starts.buffer, diff.newLines.starts.buffer]);
  },
  /**
   * Built only when the visitor copies or downloads it (a 100k-line listing takes longer to write than the
   * diff takes to find, and most diffs are only looked at).
   */
  exportText({ oldText, newText, diff, names, format }: ExportInput): Blob {
    const texts = [oldText, newText] as const;
    if (format === 'patch') return new Blob([unifiedPatch(diff, texts, names)], { type: 'text/x-diff' });
    return new Blob([diffListing(diff, texts)], { type: 'text/plain' });
  },
};

export type CodeDiffTasks = typeof codeDiffTasks;

exposeTasks(codeDiffTasks);
