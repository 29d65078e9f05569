/// <reference lib="webworker" />
/** Worker tasks of the YAML ⇄ JSON converter: both directions, with the yaml package. */
import type { YamlOptions } from './core';
import { YAML_ACTIONS } from './core';
import { formatterFileTask, formatterTask } from '../../workers/formatter-task';

export const yamlJsonConverterTasks = {
  run: formatterTask<YamlOptions>(YAML_ACTIONS),
  runFile: formatterFileTask<YamlOptions>(YAML_ACTIONS),
};

export type YamlJsonConverterTasks = typeof yamlJsonConverterTasks;

export default yamlJsonConverterTasks;
