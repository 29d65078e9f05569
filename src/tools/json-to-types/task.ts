/// <reference lib="webworker" />
/** Worker entry of JSON to types: quicktype-core, in this worker's chunk only. */
import type { JsonTypesOptions } from './core';
import { JSON_TYPES_ACTIONS } from './core';
import { exposeTasks } from '../../workers/expose';
import { formatterTask } from '../../workers/formatter-task';

export const jsonToTypesTasks = {
  run: formatterTask<JsonTypesOptions>(JSON_TYPES_ACTIONS),
};

export type JsonToTypesTasks = typeof jsonToTypesTasks;

exposeTasks(jsonToTypesTasks);
