/// <reference lib="webworker" />
/** Worker entry of the XML formatter: the validator, the minifier and Prettier's XML plugin (loaded on first use). */
import type { XmlOptions } from '../core/tools/xml-formatter';
import { XML_ACTIONS } from '../core/tools/xml-formatter/actions';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const xmlFormatterTasks = {
  run: formatterTask<XmlOptions>(XML_ACTIONS),
};

export type XmlFormatterTasks = typeof xmlFormatterTasks;

exposeTasks(xmlFormatterTasks);
