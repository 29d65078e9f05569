/// <reference lib="webworker" />
/** Worker tasks of the JavaScript formatter: Prettier and terser load here on first use, never on the page. */
import type { JsFormatOptions } from './core';
import { JS_ACTIONS } from './core/actions';
import { formatterTask } from '../../workers/formatter-task';

export const jsFormatterTasks = {
  run: formatterTask<JsFormatOptions>(JS_ACTIONS),
};

export type JsFormatterTasks = typeof jsFormatterTasks;

export default jsFormatterTasks;
