/// <reference lib="webworker" />
/** Worker tasks of the XML formatter: the validator, the minifier and Prettier's XML plugin (loaded on first use). */
import type { XmlOptions } from './core';
import { XML_ACTIONS } from './core/actions';
import { formatterTask } from '../../workers/formatter-task';

export const xmlFormatterTasks = {
  run: formatterTask<XmlOptions>(XML_ACTIONS),
};

export type XmlFormatterTasks = typeof xmlFormatterTasks;

export default xmlFormatterTasks;
