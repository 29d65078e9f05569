import { formatJs, minifyJs, validateJs, type JsFormatOptions } from '.';

/** Each action's core function: its output, or null for Validate; the worker runs these, the examples test them. */
export const JS_ACTIONS: Record<string, (text: string, options: JsFormatOptions) => Promise<string | null>> = {
  format: (text, options) => formatJs(text, options),
  minify: (text) => minifyJs(text),
  validate: async (text, { syntax }) => {
    await validateJs(text, syntax);
    return null;
  },
};
