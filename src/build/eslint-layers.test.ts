/**
 * The layering rules fail on purpose: a real tool's core importing a view, a tool importing another tool and
 * platform UI importing a tool are errors, and a legal import passes. ESLint runs as in `npx eslint .` (the rules, the files'
 * paths), with only this plugin switched on.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from './eslint-layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { layers },
      rules: { 'layers/core': 'error', 'layers/between-tools': 'error', 'layers/platform': 'error' },
    },
  ],
});

async function faults(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it("fail on a tool's core that imports a view", async () => {
    expect(await faults('src/tools/slugify/core/index.ts', "import { View } from '../View';")).toEqual([
      "layers/core: ../View: a tool's core imports no view, worker, platform UI or site module: only its own core, a family's core and src/core/shared.",
    ]);
  });

  it('fail on a tool that imports another tool', async () => {
    expect(await faults('src/tools/slugify/index.tsx', "import { x } from '../hash-generator/core';")).toEqual([
      'layers/between-tools: ../hash-generator/core: a tool imports another tool only through a shared module (a family folder, src/core/shared).',
    ]);
  });

  it('fail on platform UI that imports a tool', async () => {
    expect(await faults('src/ui/kit/Sample.tsx', "export { y } from '../../tools/slugify/core';")).toEqual([
      'layers/platform: ../../tools/slugify/core: platform UI (src/ui) imports no tool folder.',
    ]);
  });

  it("pass a tool's own core, a family's core, shared code, the kit and packages", async () => {
    const code = [
      "import { a } from './core';",
      "import { b } from '../base64/core';",
      "import { c } from '../../core/shared/tool-error';",
      "import type { ToolDeclaration } from '../../ui/kit/declaration';",
      "import { d } from 'yaml';",
    ].join('\n');
    expect(await faults('src/tools/slugify/declaration.ts', code)).toEqual([]);
    expect(await faults('src/tools/slugify/core/index.ts', "import { e } from '../../url-encoding/core';")).toEqual([]);
  });
});
