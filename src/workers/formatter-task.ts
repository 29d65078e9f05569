/**
 * Worker side of the formatters with Format, Minify and Validate (JavaScript, XML): one task receives the text
 * (./text-task), runs the asked action with the tool's options, and hands back the output, a long one as a Blob.
 */
import { PREVIEW_CHARS, textResult, type TextResult } from '../core/shared/text-result';
import type { TaskContext } from './protocol';
import { receiveText, type TextSource } from './text-task';

export type FormatterAction = 'format' | 'minify' | 'validate';

/** An action's result: the output text, or null for Validate (the input is valid). */
export interface FormatterOutcome {
  output: string | TextResult | null;
}

/** Each action's core function: its output, or null for Validate; throws the tool's ToolError on bad input. */
export type FormatterActions<O> = Record<
  FormatterAction,
  (text: string, options: O) => Promise<string | null> | string | null
>;

export interface FormatterInput<O> extends TextSource {
  action: FormatterAction;
  options: O;
}

/** The task running `actions` (each a core function that throws the tool's ToolError on bad input). */
export function formatterTask<O>(actions: FormatterActions<O>) {
  return async (input: FormatterInput<O>, ctx: TaskContext): Promise<FormatterOutcome> => {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    // One synchronous library call: no progress inside it; Cancel ends the worker (the pool replaces it).
    const output = await actions[input.action](text, input.options);
    ctx.progress(1, 1);
    return { output: output !== null && output.length > PREVIEW_CHARS ? textResult(output) : output };
  };
}
