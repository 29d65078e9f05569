/** The whole-file task: a file read in the worker converts as its text does, and one past the bound is refused. */
import { describe, expect, it } from 'vitest';
import '../ui/words/whole-file';
import { ToolError } from '../core/shared/tool-error';
import { TOML_ACTIONS } from '../tools/toml-json-converter/core';
import { YAML_ACTIONS, YAML_DEFAULTS } from '../tools/yaml-json-converter/core';
import { formatterFileTask } from './formatter-task';
import type { TaskContext } from './protocol';

const context = (progress: number[][] = []): TaskContext => ({
  signal: new AbortController().signal,
  progress: (done: number, total: number) => progress.push([done, total]),
});

describe('formatterFileTask', () => {
  it('converts a YAML file as the same text, with progress to the end', async () => {
    const yaml = 'name: café\nports: [80, 443]\n';
    const progress: number[][] = [];
    const outcome = await formatterFileTask(YAML_ACTIONS)(
      { action: 'yaml-to-json', file: new Blob([yaml]), options: YAML_DEFAULTS },
      context(progress),
    );
    expect(outcome.output).toBe(YAML_ACTIONS['yaml-to-json'](yaml, YAML_DEFAULTS));
    expect(progress.at(-1)).toEqual([1, 1]);
  });

  it("rejects with the core's ToolError on a bad file", async () => {
    const task = formatterFileTask(TOML_ACTIONS)(
      {
        action: 'toml-to-json',
        file: new Blob(['a = ']),
        options: { indent: '2' },
      },
      context(),
    );
    await expect(task).rejects.toBeInstanceOf(ToolError);
  });

  it('refuses a file past the bound with its size and the limit, before reading it', async () => {
    const huge = { size: 300 * 1024 ** 2, text: () => Promise.reject(new Error('read')) } as unknown as Blob;
    const task = formatterFileTask(YAML_ACTIONS)(
      { action: 'yaml-to-json', file: huge, options: YAML_DEFAULTS },
      context(),
    );
    await expect(task).rejects.toMatchObject({
      title: 'File too large',
      description: 'This file is 300.0 MB; it is read whole, up to 256.0 MB. Convert it in parts.',
    });
  });
});
