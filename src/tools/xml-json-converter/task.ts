/// <reference lib="webworker" />
/** Worker entry of the XML ⇄ JSON converter: both directions, with fast-xml-parser. */
import type { XmlJsonOptions } from './core';
import { XML_JSON_ACTIONS } from './core';
import { exposeTasks } from '../../workers/expose';
import { formatterFileTask, formatterTask } from '../../workers/formatter-task';

export const xmlJsonConverterTasks = {
  run: formatterTask<XmlJsonOptions>(XML_JSON_ACTIONS),
  runFile: formatterFileTask<XmlJsonOptions>(XML_JSON_ACTIONS),
};

export type XmlJsonConverterTasks = typeof xmlJsonConverterTasks;

exposeTasks(xmlJsonConverterTasks);
