/// <reference lib="webworker" />
/** Worker tasks of the TOML ⇄ JSON converter: both directions, with smol-toml. */
import type { TomlOptions } from './core';
import { TOML_ACTIONS } from './core';
import { formatterFileTask, formatterTask } from '../../workers/formatter-task';

export const tomlJsonConverterTasks = {
  run: formatterTask<TomlOptions>(TOML_ACTIONS),
  runFile: formatterFileTask<TomlOptions>(TOML_ACTIONS),
};

export type TomlJsonConverterTasks = typeof tomlJsonConverterTasks;

export default tomlJsonConverterTasks;
