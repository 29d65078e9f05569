import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../core/site/tools';
import type { TextResult } from '../../core/shared/text-result';
import { exampleAction, exampleOptions, runCore } from './declaration';
import { KIT_TOOLS } from '../../../tests/kit-tools';

const TOOLS_DIR = new URL('../../tools/', import.meta.url);
const textOf = (value: string | TextResult | undefined) => (typeof value === 'object' ? value.preview : value);

describe('kit tools', () => {
  it('lists every screen built on KitView, and each kit tool has its declaration in its folder', () => {
    const kitScreens = readdirSync(TOOLS_DIR).filter((id) => {
      try {
        return readFileSync(new URL(`${id}/index.tsx`, TOOLS_DIR), 'utf8').includes('<KitView');
      } catch {
        return false;
      }
    });
    expect(Object.keys(KIT_TOOLS)).toEqual(expect.arrayContaining(kitScreens));
    for (const id of Object.keys(KIT_TOOLS))
      expect(readdirSync(new URL(`${id}/`, TOOLS_DIR))).toContain('declaration.ts');
  });

  it('are each an available tool of the catalogue (the generated browser test opens them from it)', () => {
    const available = TOOLS.filter((tool) => !tool.comingSoon).map((tool) => tool.id);
    expect(available).toEqual(expect.arrayContaining(Object.keys(KIT_TOOLS)));
  });

  it.each(Object.keys(KIT_TOOLS))('%s has examples, with names of their own', (id) => {
    const names = KIT_TOOLS[id].examples.map((example) => example.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(Object.entries(KIT_TOOLS))('%s examples', (_id, declaration) => {
  it.each(declaration.examples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const options = exampleOptions(declaration, example);
    const result = await runCore(declaration, exampleAction(declaration, example), example.input, options);
    if (example.expect === 'valid') expect(result.outputs).toEqual({});
    else
      for (const [id, expected] of Object.entries(example.expect))
        expect(textOf(result.outputs[id]), id).toBe(expected);
    expect(result.failedLines ?? []).toEqual([]);
  });
});
