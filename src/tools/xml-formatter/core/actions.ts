import { formatXml, minifyXml, validateXml, type XmlOptions } from '.';

/** Each action's core function: its output, or null for Validate; the worker runs these, the examples test them. */
export const XML_ACTIONS: Record<
  string,
  (text: string, options: XmlOptions) => Promise<string | null> | string | null
> = {
  format: (text, options) => formatXml(text, options),
  minify: (text, options) => minifyXml(text, options),
  validate: (text) => {
    validateXml(text);
    return null;
  },
};
