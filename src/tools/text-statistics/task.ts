/// <reference lib="webworker" />
/**
 * Worker tasks of the text statistics: text served in slices (`runOnText`) or a file streamed in chunks
 * (`runOnFile`), counted piece by piece, so memory stays flat whatever the size. A large file is counted by two
 * workers at once, a half each (cut after a line feed): the second hands its part to the first, which merges.
 */
import { mergeParts, TextCounter, Utf8Counter, type CounterPart, type TextStatisticsOptions } from './core';
import { statisticsResult } from './result';
import { readChunks, type ChunkPort } from '../../workers/chunks';
import { cancelledError, type TaskContext } from '../../workers/protocol';
import { nextTurn } from '../../workers/steps';
import type { TextSource } from '../../workers/text-task';

export interface StatisticsFileInput {
  /** The port `runOnFile` (./file-job) serves the file's chunks on. */
  source: ChunkPort;
  totalBytes: number;
  options: TextStatisticsOptions;
}

export interface StatisticsHalfInput extends StatisticsFileInput {
  /** 0: the first half, which returns the result; 1: the second, which sends its part to the first. */
  half: 0 | 1;
  /** The port between the two halves' jobs. */
  peer: MessagePort;
}

/** Characters (or bytes) counted between two turns of the event loop (pings, Cancel): some 5-50 ms of work. */
const PIECE = 1 << 18;

/** Counts `[0, length)` a piece at a time (`count(from, to)`), answering pings and Cancel between pieces. */
async function inPieces(length: number, count: (from: number, to: number) => void, ctx: TaskContext) {
  for (let i = 0; i < length; i += PIECE) {
    count(i, Math.min(length, i + PIECE));
    await nextTurn();
    ctx.signal.throwIfAborted();
  }
}

const pushInPieces = (counter: TextCounter, text: string, ctx: TaskContext) =>
  inPieces(text.length, (from, to) => counter.push(text.slice(from, to)), ctx);

/** A file's UTF-8 bytes, counted as they stream in (mostly as bytes, see Utf8Counter). */
async function countFileChunks({ source, totalBytes }: StatisticsFileInput, ctx: TaskContext) {
  const counter = new Utf8Counter();
  let done = 0;
  // The counter copies what it keeps of a chunk (a token running on into the next), so its buffer can be read into again.
  for await (const chunk of readChunks(source, ctx.signal, { recycle: true })) {
    await inPieces(chunk.length, (from, to) => counter.pushBytes(chunk.subarray(from, to)), ctx);
    done += chunk.length;
    ctx.progress(done, totalBytes);
  }
  return counter;
}

/** The first message on `port`, or the abort. */
function firstMessage<T>(port: MessagePort, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : cancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    port.onmessage = (event: MessageEvent<T>) => {
      signal.removeEventListener('abort', onAbort);
      resolve(event.data);
    };
  }).finally(() => port.close());
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
    const counter = await countFileChunks(input, ctx);
    return statisticsResult(counter.finish(), input.options);
  },
  /** Half of a large file: the first half returns the result, the second null once it handed its part over. */
  async countFileHalf(input: StatisticsHalfInput, ctx: TaskContext) {
    const counter = await countFileChunks(input, ctx);
    if (input.half === 1) {
      input.peer.postMessage(counter.finishPart()); // the first half closes the channel once it has it
      return null;
    }
    const first = counter.finishPart();
    const second = await firstMessage<CounterPart>(input.peer, ctx.signal);
    return statisticsResult(mergeParts(first, second), input.options);
  },
};

export type TextStatisticsTasks = typeof textStatisticsTasks;

export default textStatisticsTasks;
