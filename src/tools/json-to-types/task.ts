/// <reference lib="webworker" />
/** Worker tasks of JSON to types: quicktype-core, in this worker's chunk only. */
import type { JsonTypesOptions } from './core';
import { JSON_TYPES_ACTIONS } from './core';
import { formatterTask } from '../../workers/formatter-task';

export const jsonToTypesTasks = {
  run: formatterTask<JsonTypesOptions>(JSON_TYPES_ACTIONS),
};

export type JsonToTypesTasks = typeof jsonToTypesTasks;

export default jsonToTypesTasks;
