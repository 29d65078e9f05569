/// <reference lib="webworker" />
/** Worker entry of JSON to types: quicktype-core, in this worker's chunk only. */
import type { JsonTypesOptions } from '../core/tools/json-to-types';
import { JSON_TYPES_ACTIONS } from '../core/tools/json-to-types';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const jsonToTypesTasks = {
  run: formatterTask<JsonTypesOptions>(JSON_TYPES_ACTIONS),
};

export type JsonToTypesTasks = typeof jsonToTypesTasks;

exposeTasks(jsonToTypesTasks);
