/** Main-thread side of the text statistics (see ./task). */
import type { TextStatisticsOptions } from './core';
import type { TextStatisticsTasks } from './task';
import { toolPool, type JobOptions } from '../../workers/tool-pool';

export const textStatisticsPool = toolPool<TextStatisticsTasks>('text statistics', 'text-statistics');

/** Counts `text` in the worker, sent in slices. */
export const countTextInWorker = (text: string, options: TextStatisticsOptions, job?: JobOptions) =>
  textStatisticsPool.onText('countText', text, { options }, job);

/** From this size a file is counted in two halves at once (below it, starting a second worker costs more). */
export const TWO_HALVES_FROM_BYTES = 8 * 1024 ** 2;
/** How far past the middle a line feed is looked for; a file without one there is counted by one worker. */
const FEED_SEARCH_BYTES = 1024 ** 2;

/** The offset just after the first line feed from the middle of `file` (within FEED_SEARCH_BYTES), or null. */
async function cutNearMiddle(file: Blob): Promise<number | null> {
  const middle = Math.floor(file.size / 2);
  const bytes = new Uint8Array(await file.slice(middle, middle + FEED_SEARCH_BYTES).arrayBuffer());
  const feed = bytes.indexOf(0x0a);
  return feed >= 0 && middle + feed + 1 < file.size ? middle + feed + 1 : null;
}

/**
 * Counts a file of any size, streamed by a reader worker to the counting one (memory stays flat); a large file in two
 * halves cut after a line feed, by two workers at once, whose counts merge to the same result (`mergeParts`).
 */
export const countFileInWorker = async (file: Blob, options: TextStatisticsOptions, job: JobOptions = {}) => {
  const cut = file.size >= TWO_HALVES_FROM_BYTES ? await cutNearMiddle(file) : null;
  if (cut === null) {
    const [result] = await textStatisticsPool.onFile('countFile', file, {
      input: (source) => ({ source, totalBytes: file.size, options }),
      ...job,
    });
    return result;
  }
  const { port1, port2 } = new MessageChannel();
  const peers = [port1, port2];
  const [result] = await textStatisticsPool.onFile('countFileHalf', file, {
    cuts: [cut],
    // Each worker reads its half itself, no reader worker between: as fast (the counting is what takes the time), and
    // 80 MiB less memory on 1 GiB in the bench.
    direct: true,
    input: (source, i) => ({
      source,
      totalBytes: i === 0 ? cut : file.size - cut,
      options,
      half: i === 0 ? 0 : 1,
      peer: peers[i],
    }),
    transfer: (i) => [peers[i]],
    ...job,
  });
  return result!;
};
