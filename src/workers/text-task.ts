/**
 * Worker side of `runOnText` (./text-job): receive a long text served in slices, transform it block by block
 * with progress, and hand back the output as a Blob. Imported by the text tools' worker entries.
 */
import { joinedTextResult, type TextResult } from '../core/shared/text-result';
import { BlockTransform, textPieces, type TextTransform } from '../core/shared/text-pieces';
import { readChunks } from './chunks';
import type { TaskContext } from './protocol';
import { nextTurn } from './steps';

/** What `runOnText` sends: the port serving the text's slices, and its length for progress. */
export interface TextSource {
  source: MessagePort;
  chars: number;
}

export interface TransformedText {
  output: TextResult;
  /** 1-based numbers of lines a batch transform left as typed. */
  failedLines: number[];
}

/** The whole text served on `source`; receiving it is the first half of the job's progress. */
export async function receiveText({ source, chars }: TextSource, ctx: TaskContext): Promise<string> {
  let text = '';
  for await (const slice of readChunks<string>(source, ctx.signal)) {
    text += slice;
    ctx.progress(text.length, chars * 2);
  }
  return text;
}

/**
 * Receives the text and applies a line-local transform to it block by block (the second half of the progress).
 * `transformFor` makes the transform once the whole text is in (some look at all of it first, e.g. title case).
 */
export async function transformText(
  input: TextSource,
  ctx: TaskContext,
  transformFor: (text: string) => TextTransform,
): Promise<TransformedText> {
  const text = await receiveText(input, ctx);
  const blocks = new BlockTransform(transformFor(text));
  let done = 0;
  for (const block of textPieces(text)) {
    blocks.push(block);
    done += block.length;
    ctx.progress(input.chars + done, input.chars * 2);
    await nextTurn(); // answer the pool's pings, see a Cancel
    ctx.signal.throwIfAborted();
  }
  return { output: joinedTextResult(blocks.parts), failedLines: blocks.failedLines };
}

/** A worker task that transforms a long text with the transform its settings choose (`transform` in a tool's entry). */
export function settingsTransformTask<S>(transformFor: (settings: S, text: string) => TextTransform) {
  return (input: TextSource & { settings: S }, ctx: TaskContext): Promise<TransformedText> =>
    transformText(input, ctx, (text) => transformFor(input.settings, text));
}

/** Two texts received one after the other, as the first half of the task's progress. */
export async function receiveTwoTexts(
  first: TextSource,
  second: TextSource,
  ctx: TaskContext,
): Promise<[string, string]> {
  const total = first.chars + second.chars;
  const part = (offset: number): TaskContext => ({
    ...ctx,
    progress: (done: number) => ctx.progress(offset + done, total * 2),
  });
  const firstText = await receiveText(first, part(0));
  return [firstText, await receiveText(second, part(first.chars))];
}

/**
 * A task on the whole text: it is received (in slices), then `work` runs on it in one call (no progress inside), and
 * its result is the task's. What most text tools' workers do.
 */
export function wholeTextTask<I extends TextSource, R>(work: (text: string, input: I) => R | Promise<R>) {
  return async (input: I, ctx: TaskContext): Promise<R> => {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    const output = await work(text, input);
    ctx.progress(1, 1);
    return output;
  };
}
