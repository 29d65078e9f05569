/**
 * Worker side of every code formatter (HTML, CSS, JavaScript, XML): a task receives the text (sent in slices by
 * `runOnText`, see ./text-task), runs the tool's core function on it and hands back the output, long text as a Blob
 * (TextResult). Their pool's settings are in ./pool-presets.
 */
import type { CodeFormatOptions, FormattedMinified } from '../core/shared/code-format';
import { requireWholeFileSize } from '../core/shared/whole-file';
import { PREVIEW_CHARS, textResult, type TextResult } from '../core/shared/text-result';
import type { TaskContext } from './protocol';
import { wholeTextTask, type TextSource } from './text-task';

/** A text as a task returns it: a long one as a Blob (TextResult), so the page never clones it whole. */
export const longAsBlob = (text: string): string | TextResult =>
  text.length > PREVIEW_CHARS ? textResult(text) : text;

// ---- Format then Formatted / Minified (HTML, CSS)

export type FormatInput = TextSource & { options: CodeFormatOptions };
export type FormattedText = FormattedMinified<string | TextResult>;

/** The task of a formatter whose core `format` returns both outputs. */
export const formatAndMinifyTask = (format: (text: string, options: CodeFormatOptions) => Promise<FormattedMinified>) =>
  wholeTextTask<FormatInput, FormattedText>(async (text, { options }) => {
    const { formatted, minified } = await format(text, options);
    return { formatted: longAsBlob(formatted), minified: longAsBlob(minified) };
  });

// ---- Format, Minify, Validate (JavaScript, XML)

/** The action's id as the tool declares it, e.g. 'format', 'minify' or 'validate'. */
export type FormatterAction = string;

/** An action's result: the output text, or null for Validate (the input is valid). */
export interface FormatterOutcome {
  output: string | TextResult | null;
}

/** Each action's core function: its output, or null for Validate; throws the tool's ToolError on bad input. */
export type FormatterActions<O> = Readonly<
  Record<FormatterAction, (text: string, options: O) => Promise<string | null> | string | null>
>;

export interface FormatterInput<O> extends TextSource {
  action: FormatterAction;
  options: O;
}

/** The action's core function on the text, its output as a task returns it. */
async function runAction<O>(actions: FormatterActions<O>, action: FormatterAction, text: string, options: O) {
  const output = await actions[action](text, options);
  return { output: output === null ? null : longAsBlob(output) };
}

/** The task running `actions` (each a core function that throws the tool's ToolError on bad input). */
export const formatterTask = <O>(actions: FormatterActions<O>) =>
  wholeTextTask<FormatterInput<O>, FormatterOutcome>((text, { action, options }) =>
    runAction(actions, action, text, options),
  );

// ---- The same on a file the worker reads (a converter's large upload: never in the page's editor)

export interface FormatterFileInput<O> {
  action: FormatterAction;
  file: Blob;
  options: O;
}

/** The task running `actions` on a file read whole in the worker (the first half of progress), up to a bound. */
export const formatterFileTask =
  <O>(actions: FormatterActions<O>) =>
  async ({ action, file, options }: FormatterFileInput<O>, ctx: TaskContext): Promise<FormatterOutcome> => {
    requireWholeFileSize(file.size);
    const text = await file.text();
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    const outcome = await runAction(actions, action, text, options);
    ctx.progress(1, 1);
    return outcome;
  };
