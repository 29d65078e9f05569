/// <reference lib="webworker" />
/** Worker entry of the TOML ⇄ JSON converter: both directions, with smol-toml. */
import type { TomlOptions } from './core';
import { TOML_ACTIONS } from './core';
import { exposeTasks } from '../../workers/expose';
import { formatterFileTask, formatterTask } from '../../workers/formatter-task';

export const tomlJsonConverterTasks = {
  run: formatterTask<TomlOptions>(TOML_ACTIONS),
  runFile: formatterFileTask<TomlOptions>(TOML_ACTIONS),
};

export type TomlJsonConverterTasks = typeof tomlJsonConverterTasks;

exposeTasks(tomlJsonConverterTasks);
