/**
 * The catalogue for the browser tests, which run in Node without Vite's import.meta.glob: the same tool folders'
 * entries, read from disk and ordered by the site's own `toolsOf`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { toolsOf, type ToolEntry } from '../src/core/site/catalogue';

const TOOLS_DIR = new URL('../src/tools/', import.meta.url);

const folders = readdirSync(TOOLS_DIR).filter((name) => existsSync(new URL(`${name}/tool.ts`, TOOLS_DIR)));

const entries = await Promise.all(
  folders.map(async (name) => {
    const module = (await import(`../src/tools/${name}/tool.ts`)) as { default: ToolEntry };
    return [`${name}/tool.ts`, module.default] as const;
  }),
);

export const TOOLS = toolsOf(Object.fromEntries(entries));
