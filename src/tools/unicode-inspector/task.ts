/// <reference lib="webworker" />
/** Worker tasks of the Unicode Inspector: inspect or clean up a text (the names table loads here, on first use). */
import type { UnicodeOptions } from './core';
import { runUnicodeAction } from './result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

interface UnicodeInput extends TextSource {
  action: string;
  options: UnicodeOptions;
}

export const unicodeInspectorTasks = {
  run: async ({ action, options, ...source }: UnicodeInput, ctx: TaskContext) => {
    const text = await receiveText(source, ctx);
    ctx.signal.throwIfAborted();
    const { outputs, notes, structured } = await runUnicodeAction(action, text, options);
    ctx.progress(1, 1);
    return {
      outputs: Object.fromEntries(Object.entries(outputs).map(([id, output]) => [id, longAsBlob(output)])),
      notes,
      structured,
    };
  },
};

export type UnicodeInspectorTasks = typeof unicodeInspectorTasks;

export default unicodeInspectorTasks;
