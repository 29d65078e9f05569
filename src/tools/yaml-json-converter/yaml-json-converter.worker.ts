/// <reference lib="webworker" />
/** Worker entry of the YAML ⇄ JSON converter: both directions, with the yaml package. */
import type { YamlOptions } from '../core/tools/yaml-json-converter';
import { YAML_ACTIONS } from '../core/tools/yaml-json-converter';
import { exposeTasks } from './expose';
import { formatterFileTask, formatterTask } from './formatter-task';

export const yamlJsonConverterTasks = {
  run: formatterTask<YamlOptions>(YAML_ACTIONS),
  runFile: formatterFileTask<YamlOptions>(YAML_ACTIONS),
};

export type YamlJsonConverterTasks = typeof yamlJsonConverterTasks;

exposeTasks(yamlJsonConverterTasks);
