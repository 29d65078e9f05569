/// <reference lib="webworker" />
/** Worker tasks of the XML ⇄ JSON converter: both directions, with fast-xml-parser. */
import type { XmlJsonOptions } from './core';
import { XML_JSON_ACTIONS } from './core';
import { formatterFileTask, formatterTask } from '../../workers/formatter-task';

export const xmlJsonConverterTasks = {
  run: formatterTask<XmlJsonOptions>(XML_JSON_ACTIONS),
  runFile: formatterFileTask<XmlJsonOptions>(XML_JSON_ACTIONS),
};

export type XmlJsonConverterTasks = typeof xmlJsonConverterTasks;

export default xmlJsonConverterTasks;
