/// <reference lib="webworker" />
/** Worker entry of the JSON formatter: long text or a whole file, formatted in steps with progress and Cancel. */
import { PREVIEW_CHARS, type TextResult } from '../core/shared/text-result';
import { jsonFileBytes, JsonReformatter, type JsonFormatOptions } from '../core/tools/json-formatter';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

export interface FormattedJson {
  /** Absent when it would pass the formatter's limit (`refusal` says so). */
  formatted?: TextResult;
  minified: TextResult;
  refusal?: string;
}

/** Bytes read per step: a few milliseconds of work, so pings and Cancel are answered between steps. */
const STEP_BYTES = 1 << 21;
const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve));

/** Yields to pending messages (pings, Cancel) once `budgetMs` of work has passed since the last yield. */
function yieldEvery(budgetMs: number) {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < budgetMs) return;
    await yieldToMessages();
    last = performance.now();
  };
}

/**
 * The whole output as a Blob, with its length in characters and its start (decoded once, chunk by chunk). Counting
 * the characters of a 100 MB output takes seconds on a slow machine: it answers pings and Cancel as it goes.
 */
async function resultOf(chunks: Uint8Array[], ctx: TaskContext): Promise<TextResult> {
  const decoder = new TextDecoder();
  const breathe = yieldEvery(50);
  let length = 0;
  let preview = '';
  for (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (preview.length < PREVIEW_CHARS) preview += text.slice(0, PREVIEW_CHARS - preview.length);
    length += text.length;
    await breathe();
    ctx.signal.throwIfAborted();
  }
  length += decoder.decode().length;
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/plain' }), length, preview };
}

/** Formats `bytes`; progress goes from `before` to `before + bytes.length` out of `total`. */
async function format(
  bytes: Uint8Array,
  options: JsonFormatOptions,
  ctx: TaskContext,
  before: number,
  total: number,
): Promise<FormattedJson> {
  const formatter = new JsonReformatter(bytes, options);
  while (!formatter.done) {
    formatter.step(STEP_BYTES);
    ctx.progress(before + formatter.position, total);
    await yieldToMessages();
    ctx.signal.throwIfAborted();
  }
  const { formatted, minified } = formatter.output();
  const refusal = formatter.refusal;
  return {
    ...(formatted && { formatted: await resultOf(formatted, ctx) }),
    minified: await resultOf(minified, ctx),
    ...(refusal && { refusal }),
  };
}

export const jsonFormatterTasks = {
  async formatText(input: TextSource & { options: JsonFormatOptions }, ctx: TaskContext): Promise<FormattedJson> {
    const text = await receiveText(input, ctx);
    const bytes = new TextEncoder().encode(text);
    return format(bytes, input.options, ctx, bytes.length, bytes.length * 2);
  },
  async formatFile(input: { file: Blob; options: JsonFormatOptions }, ctx: TaskContext): Promise<FormattedJson> {
    const bytes = jsonFileBytes(new Uint8Array(await input.file.arrayBuffer()));
    ctx.signal.throwIfAborted();
    return format(bytes, input.options, ctx, 0, bytes.length);
  },
};

export type JsonFormatterTasks = typeof jsonFormatterTasks;

exposeTasks(jsonFormatterTasks);
