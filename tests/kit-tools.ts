/**
 * Every kit tool's declaration by tool id, from the tool folders (`src/tools/<id>/declaration.ts`, its default
 * export): read by the examples' unit tests and the generated browser tests, never by the site, where each view
 * imports only its own. Read from disk, so it works in Vitest and in the browser tests' Node alike.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { KitOptions, ToolDeclaration } from '../src/ui/kit/declaration';

type AnyDeclaration = ToolDeclaration<KitOptions<Record<string, string | boolean>>>;

const TOOLS_DIR = new URL('../src/tools/', import.meta.url);

const kitIds = readdirSync(TOOLS_DIR)
  .filter(
    (id) => existsSync(new URL(`${id}/declaration.ts`, TOOLS_DIR)) && existsSync(new URL(`${id}/tool.ts`, TOOLS_DIR)),
  )
  .sort();

const declarations = await Promise.all(
  kitIds.map(async (id) => {
    const module = (await import(`../src/tools/${id}/declaration.ts`)) as { default: AnyDeclaration };
    return [id, module.default] as const;
  }),
);

export const KIT_TOOLS: Readonly<Record<string, AnyDeclaration>> = Object.fromEntries(declarations);
