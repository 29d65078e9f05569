/// <reference lib="webworker" />
/**
 * Worker entry of the text statistics: text served in slices (`runOnText`) or a file streamed in chunks
 * (`runOnFile`), counted piece by piece, so memory stays flat whatever the size.
 */
import { statisticsResult, TextCounter, type TextStatisticsOptions } from '../core/tools/text-statistics';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';
import { nextTurn } from './steps';
import type { TextSource } from './text-task';

export interface StatisticsFileInput {
  /** The port `runOnFile` (./file-job) serves the file's chunks on. */
  source: MessagePort;
  totalBytes: number;
  options: TextStatisticsOptions;
}

/** Characters counted between two turns of the event loop (pings, Cancel): some 10-50 ms of work. */
const PIECE_CHARS = 1 << 18;

async function pushInPieces(counter: TextCounter, text: string, ctx: TaskContext) {
  for (let i = 0; i < text.length; i += PIECE_CHARS) {
    counter.push(text.slice(i, i + PIECE_CHARS));
    await nextTurn();
    ctx.signal.throwIfAborted();
  }
}

export const textStatisticsTasks = {
  async countText(input: TextSource & { options: TextStatisticsOptions }, ctx: TaskContext) {
    const counter = new TextCounter();
    let done = 0;
    for await (const slice of readChunks<string>(input.source, ctx.signal)) {
      await pushInPieces(counter, slice, ctx);
      done += slice.length;
      ctx.progress(done, input.chars);
    }
    return statisticsResult(counter.finish(), input.options);
  },
  async countFile(input: StatisticsFileInput, ctx: TaskContext) {
    const counter = new TextCounter();
    const decoder = new TextDecoder();
    let done = 0;
    for await (const chunk of readChunks(input.source, ctx.signal)) {
      await pushInPieces(counter, decoder.decode(chunk, { stream: true }), ctx);
      done += chunk.length;
      ctx.progress(done, input.totalBytes);
    }
    counter.push(decoder.decode());
    return statisticsResult(counter.finish(), input.options);
  },
};

export type TextStatisticsTasks = typeof textStatisticsTasks;

exposeTasks(textStatisticsTasks);
