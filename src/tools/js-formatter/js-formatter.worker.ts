/// <reference lib="webworker" />
/** Worker entry of the JavaScript formatter: Prettier and terser load here on first use, never on the page. */
import type { JsFormatOptions } from '../core/tools/js-formatter';
import { JS_ACTIONS } from '../core/tools/js-formatter/actions';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const jsFormatterTasks = {
  run: formatterTask<JsFormatOptions>(JS_ACTIONS),
};

export type JsFormatterTasks = typeof jsFormatterTasks;

exposeTasks(jsFormatterTasks);
