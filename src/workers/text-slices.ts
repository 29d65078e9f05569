/// <reference lib="webworker" />
/**
 * Worker side of generators that write many lines (bulk UUIDs, passwords): collects the slices a generator
 * yields into one text Blob, reporting progress and giving the event loop a turn after each slice, so the
 * worker answers the pool's pings and notices a cancel.
 */
import type { TaskContext } from './protocol';
import { nextTurn } from './steps';

export interface TextSlice {
  text: string;
  /** Lines written so far. */
  done: number;
}

export async function collectSlices(slices: Iterable<TextSlice>, total: number, ctx: TaskContext): Promise<Blob> {
  const parts: string[] = [];
  for (const { text, done } of slices) {
    parts.push(text);
    ctx.progress(done, total);
    await nextTurn();
    ctx.signal.throwIfAborted();
  }
  return new Blob(parts, { type: 'text/plain' });
}
