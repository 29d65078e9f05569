/// <reference lib="webworker" />
/** Worker tasks of the JSON formatter: long text or a whole file, formatted in steps with progress and Cancel. */
import type { TextResult } from '../../core/shared/text-result';
import {
  jsonFileBytes,
  JsonReformatter,
  MAX_FORMATTED_BYTES,
  type FormatRefusal,
  type JsonFormatOptions,
} from '../../core/shared/json';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';
import { TextResultFile } from '../../workers/text-result-file';

export interface FormattedJson {
  /** Absent when it would pass the formatter's limit (`refusal` says so). */
  formatted?: TextResult;
  minified: TextResult;
  refusal?: FormatRefusal;
}

/** Bytes read per step: a few milliseconds of work, so pings and Cancel are answered between steps. */
const STEP_BYTES = 1 << 21;
const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Formats `bytes` into two result files, written as the text is made (the outputs are never held whole); progress
 * goes from `before` to `before + bytes.length` out of `total`. On failure or Cancel the files are deleted.
 */
async function format(
  bytes: Uint8Array,
  options: JsonFormatOptions,
  ctx: TaskContext,
  before: number,
  total: number,
): Promise<FormattedJson> {
  const [formatted, minified] = await Promise.all([TextResultFile.open(), TextResultFile.open()]);
  try {
    const drains = { formatted: formatted.add, minified: minified.add };
    const formatter = new JsonReformatter(bytes, options, MAX_FORMATTED_BYTES, drains);
    while (!formatter.done) {
      formatter.step(STEP_BYTES);
      ctx.progress(before + formatter.position, total);
      await yieldToMessages();
      ctx.signal.throwIfAborted();
    }
    formatter.output();
    const refusal = formatter.refusal;
    if (refusal) await formatted.discard();
    return {
      ...(!refusal && { formatted: await formatted.finish() }),
      minified: await minified.finish(),
      ...(refusal && { refusal }),
    };
  } catch (error) {
    await Promise.all([formatted.discard(), minified.discard()]);
    throw error;
  }
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

export default jsonFormatterTasks;
