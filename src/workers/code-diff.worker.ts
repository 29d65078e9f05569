/// <reference lib="webworker" />
/** Worker entry of the code diff: the line diff of two texts, with its unified patch and the spec's listing. */
import { diffListing, generateDiff, unifiedPatch, type PatchNames } from '../core/tools/code-diff';
import type { CompareOptions } from '../core/tools/code-diff/equivalence';
import { exposeTasks, transfer } from './expose';
import { runSteps } from './steps';
import type { TaskContext } from './protocol';

export interface DiffInput {
  oldText: string;
  newText: string;
  options: CompareOptions;
  names: PatchNames;
}

/** What the view needs: lines are found in the texts it already holds, through the line starts. */
export interface DiffOutput {
  /** Change blocks, four numbers each: [oldStart, oldEnd, newStart, newEnd) (see core/tools/code-diff/diff). */
  blocks: Int32Array;
  oldStarts: Int32Array;
  newStarts: Int32Array;
  oldNoFinalNewline: boolean;
  newNoFinalNewline: boolean;
  added: number;
  removed: number;
  /** The unified patch ('' when nothing differs). */
  patch: Blob;
  /** The spec's result: every line prefixed '+ ', '- ' or two spaces. */
  listing: Blob;
}

export const codeDiffTasks = {
  /** Nothing: starts the worker (and loads its module) before the first diff is asked for. */
  warm(): boolean {
    return true;
  },
  async diff({ oldText, newText, options, names }: DiffInput, ctx: TaskContext): Promise<DiffOutput> {
    const onProgress = (done: number, total: number) => ctx.progress(done, total);
    const diff = await runSteps(generateDiff(oldText, newText, { ...options, onProgress }), ctx.signal);
    const texts = [oldText, newText] as const;
    const output: DiffOutput = {
      blocks: diff.blocks,
      oldStarts: diff.oldLines.starts,
      newStarts: diff.newLines.starts,
      oldNoFinalNewline: diff.oldLines.noFinalNewline,
      newNoFinalNewline: diff.newLines.noFinalNewline,
      added: diff.added,
      removed: diff.removed,
      patch: new Blob([unifiedPatch(diff, texts, names)], { type: 'text/x-diff' }),
      listing: new Blob([diffListing(diff, texts)], { type: 'text/plain' }),
    };
    return transfer(output, [output.blocks.buffer, output.oldStarts.buffer, output.newStarts.buffer]);
  },
};

export type CodeDiffTasks = typeof codeDiffTasks;

exposeTasks(codeDiffTasks);
