/** Main-thread side of the text statistics (see ./text-statistics.worker). */
import type { TextStatisticsOptions } from '../core/tools/text-statistics';
import type { TextStatisticsTasks } from './text-statistics.worker';
import { toolPool, type JobOptions } from './tool-pool';

export const textStatisticsPool = toolPool<TextStatisticsTasks>(
  'text statistics',
  () =>
    new Worker(new URL('./text-statistics.worker.ts', import.meta.url), { type: 'module', name: 'text-statistics' }),
  // One job at a time is enough for typing; a piece of CJK text through the segmenter may take a second when busy.
  { size: 1, livenessMs: 30_000 },
);

/** Counts `text` in the worker, sent in slices. */
export const countTextInWorker = (text: string, options: TextStatisticsOptions, job?: JobOptions) =>
  textStatisticsPool.onText('countText', text, { options }, job);

/** Counts a file of any size, streamed by a reader worker to the counting one (memory stays flat). */
export const countFileInWorker = async (file: Blob, options: TextStatisticsOptions, job: JobOptions = {}) => {
  const [result] = await textStatisticsPool.onFile('countFile', file, {
    input: (source) => ({ source, totalBytes: file.size, options }),
    ...job,
  });
  return result;
};
