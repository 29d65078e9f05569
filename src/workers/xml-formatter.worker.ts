/// <reference lib="webworker" />
/** Worker entry of the XML formatter: the validator, the minifier and Prettier's XML plugin (loaded on first use). */
import { formatXml, minifyXml, validateXml, type XmlOptions } from '../core/tools/xml-formatter';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const xmlFormatterTasks = {
  run: formatterTask<XmlOptions>({
    format: (text, options) => formatXml(text, options),
    minify: (text, options) => minifyXml(text, options),
    validate: (text) => {
      validateXml(text);
      return null;
    },
  }),
};

export type XmlFormatterTasks = typeof xmlFormatterTasks;

exposeTasks(xmlFormatterTasks);
