/// <reference lib="webworker" />
/** Worker tasks of the code diff: the line diff of two texts, and on demand its unified patch or the spec's listing. */
import { diffListing, diffTexts, generateDiff, unifiedPatch, type LineDiff, type PatchNames } from './core';
import type { CompareOptions } from './core/equivalence';
import { transfer } from '../../workers/expose';
import { runSteps } from '../../workers/steps';
import type { TaskContext } from '../../workers/protocol';

export interface DiffInput {
  oldText: string;
  newText: string;
  options: CompareOptions;
  /**
   * Which texts (old, new) were read from a file: only a file's missing final newline is a change (and gets
   * GNU's '\\ No newline at end of file'); typed or pasted text is compared as if it ended with one.
   */
  fromFile: readonly [old: boolean, new: boolean];
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

/** A made-up pair of texts: `lines` lines of code and a copy with about 1 % of them edited, removed or added. */
function madeUpPair(lines: number): [string, string] {
  let seed = 1;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const line = () =>
    random() < 0.15 ? '}' : `  const v${Math.floor(random() * 1000)} = f(${Math.floor(random() * 100)});`;
  const old = Array.from({ length: lines }, line);
  const edited = old.flatMap((text) => {
    const r = random();
    return r < 0.007 ? [`${text} // edited`] : r < 0.0085 ? [] : r < 0.01 ? [line(), text] : [text];
  });
  return [old.join('\n') + '\n', edited.join('\n') + '\n'];
}

let warmedUp = false;

/**
 * Runs the diff twice on a made-up pair (40-100 ms, once per worker), so the engine has compiled its loops
 * before the visitor's first diff. Cold, a single run on 100,000 lines spends much of its time in the engine's
 * slower tiers: the first diff in a fresh worker took 75-90 ms of the worker's time, against 35-50 ms warm.
 */
function warmUp(): void {
  if (warmedUp) return;
  warmedUp = true;
  const [oldText, newText] = madeUpPair(20_000);
  for (let round = 0; round < 2; round++) diffTexts(oldText, newText);
}

export const codeDiffTasks = {
  /** Starts the worker (and loads its module) before the first diff is asked for, and warms its code up. */
  warm(): boolean {
    warmUp();
    return true;
  },
  async diff({ oldText, newText, options, fromFile }: DiffInput, ctx: TaskContext): Promise<DiffOutput> {
    const onProgress = (done: number, total: number) => ctx.progress(done, total);
    const diff = await runSteps(generateDiff(oldText, newText, { ...options, fromFile, onProgress }), ctx.signal);
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

export default codeDiffTasks;
