/**
 * Worker side of the code formatters (HTML, CSS): one task that receives the text in slices (`runOnText`),
 * formats and minifies it with the tool's core function, and hands both back as Blobs (TextResult).
 */
import type { CodeFormatOptions, FormattedMinified } from '../core/shared/code-format';
import { textResult, type TextResult } from '../core/shared/text-result';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

export type FormatInput = TextSource & { options: CodeFormatOptions };
export type FormattedText = FormattedMinified<TextResult>;

/**
 * Prettier formats in one synchronous call (about 2-3 s for 1 MB of HTML on a busy machine), so the worker
 * cannot answer pings meanwhile: its pool allows this long. Cancel still works: the pool terminates it.
 */
export const FORMAT_LIVENESS_MS = 60_000;

/** The worker task of a formatter whose core is `format` (receiving the text is the first half of progress). */
export function codeFormatTask(format: (text: string, options: CodeFormatOptions) => Promise<FormattedMinified>) {
  return async (input: FormatInput, ctx: TaskContext): Promise<FormattedText> => {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    const { formatted, minified } = await format(text, input.options);
    ctx.progress(1, 1);
    return { formatted: textResult(formatted), minified: textResult(minified) };
  };
}
