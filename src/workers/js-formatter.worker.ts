/// <reference lib="webworker" />
/** Worker entry of the JavaScript formatter: Prettier and terser load here on first use, never on the page. */
import { formatJs, minifyJs, validateJs, type JsFormatOptions } from '../core/tools/js-formatter';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const jsFormatterTasks = {
  run: formatterTask<JsFormatOptions>({
    format: (text, options) => formatJs(text, options),
    minify: (text) => minifyJs(text),
    validate: async (text, { syntax }) => {
      await validateJs(text, syntax);
      return null;
    },
  }),
};

export type JsFormatterTasks = typeof jsFormatterTasks;

exposeTasks(jsFormatterTasks);
