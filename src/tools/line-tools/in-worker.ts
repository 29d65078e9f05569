/** Main-thread side of the line tools (see ./task): every run is there; a regex filter's is bounded in time. */
import { concatTextResults, type TextResult } from '../../core/shared/text-result';
import type { LineCounts } from './core';
import { fitsByteSort, partsInOutputOrder } from './core/byte-sort';
import { usesRegex, type LineToolsOptions } from './core/options';
import type { LineToolsTasks } from './task';
import { withRegexTimeLimit } from '../../workers/time-limit';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import { linesNote } from './words';

/**
 * Two workers: an alphabetical sort of a file is shared out between them (`sortedInParts`). Sorting is one
 * synchronous call that answers no ping (some seconds for 100 MB): the liveness check waits long; a regex filter's
 * job is bounded by the regex time limit instead, and on the limit, on Cancel or when an edit starts a newer run, the
 * pool terminates the worker after a short grace.
 */
export const lineToolsPool = toolPool<LineToolsTasks>('line tools', 'line-tools');
const WORKERS = lineToolsPool.size;

/** A run's output and counts, as the workers give them. */
interface LinesOutcome {
  output: string | TextResult;
  counts: LineCounts;
}

/** The kit's result: the output, and the counts said in the note beside it. */
const kitResult = ({ output, counts }: LinesOutcome) => ({
  outputs: { output },
  notes: { output: linesNote(counts) },
});

/** The job under the regex time limit when the options filter by a regex, else as it is. */
const bounded = (
  chars: number,
  options: LineToolsOptions,
  job: JobOptions,
  run: (job: JobOptions) => Promise<LinesOutcome>,
) => (usesRegex(options) ? withRegexTimeLimit(chars, job, run) : run(job)).then(kitResult);

/** Runs the options on a typed text. */
export const processLinesInWorker = (_action: string, text: string, options: LineToolsOptions, job: JobOptions = {}) =>
  bounded(text.length, options, job, (inner) => lineToolsPool.onText('run', text, { options }, inner));

/**
 * An alphabetical sort of a file's bytes shared out between the workers by the lines' first bytes (every line of
 * one part sorts before the next part's), their outputs joined without a copy; null where the bytes path does not
 * apply (not UTF-8, a CR, other options).
 */
async function sortedInParts(file: Blob, options: LineToolsOptions, job: JobOptions): Promise<LinesOutcome | null> {
  if (!fitsByteSort(options)) return null;
  const parts = await Promise.all(
    Array.from({ length: WORKERS }, (_, part) =>
      lineToolsPool.run(
        'sortFilePart',
        { file, options, part, parts: WORKERS },
        { signal: job.signal, onProgress: part === 0 ? job.onProgress : undefined },
      ),
    ),
  );
  if (parts.some((part) => !part)) return null;
  const { ordered, finalBreak, counts } = partsInOutputOrder(parts as NonNullable<(typeof parts)[number]>[], options);
  const output = concatTextResults(
    ordered.map((part) => part.result),
    '\n',
    finalBreak ? '\n' : '',
  );
  return { output, counts };
}

/** Runs the options on a file too large for the editor, read in the workers. */
export const processLinesFileInWorker = (
  _action: string,
  file: Blob,
  options: LineToolsOptions,
  job: JobOptions = {},
) =>
  bounded(
    file.size,
    options,
    job,
    async (inner) =>
      (await sortedInParts(file, options, inner)) ?? lineToolsPool.run('runFile', { file, options }, inner),
  );
