import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partsName, type Tool } from '../../core/site/catalogue';
import { TOOLS } from '../../core/site/tools';
import { TOOL_VIEW_IDS, TOOL_VIEWS } from './registry';

const root = new URL('../../../', import.meta.url);
const exists = (path: string) => existsSync(new URL(path, root));
const folders = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Where each part of a tool lives: its folder, named by its id (or its family's, for the shared core). */
function missingParts(tool: Pick<Tool, 'id' | 'family' | 'worker'>, has = exists): string[] {
  const name = partsName(tool);
  const parts = [
    `src/tools/${tool.id}/tool.ts`,
    ...(has(`src/tools/${tool.id}/declaration.ts`) ? [] : [`src/tools/${tool.id}/index.tsx`]),
    `src/tools/${tool.id}/${tool.id}.spec.ts`,
    ...(tool.family ? [`src/tools/${tool.family}`] : []),
    ...(tool.worker ? [`src/tools/${name}/task.ts`, `src/tools/${name}/in-worker.ts`] : []),
  ];
  return parts.filter((path) => !has(path));
}

const available = TOOLS.filter((t) => !t.comingSoon);

/** Every source file of the tool folders, as text. */
const toolSources = import.meta.glob<string>(['../../tools/**/*.{ts,tsx}', '!../../tools/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('tool view registry', () => {
  it('has a view for every available tool, so no card leads to an empty page', () => {
    for (const tool of available) expect(TOOL_VIEWS[tool.id], tool.id).toBeDefined();
  });

  it('names only catalogue tools', () => {
    const ids = new Set(TOOLS.map((t) => t.id));
    for (const id of TOOL_VIEW_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('finds nothing for an unknown id, nor for a name every object has', () => {
    expect(TOOL_VIEWS['no-such-tool']).toBeUndefined();
    expect(TOOL_VIEWS['constructor']).toBeUndefined();
  });
});

describe('the id rule (README, "Adding a tool")', () => {
  it('finds every part of every available tool by its id or family', () => {
    for (const tool of available) expect(missingParts(tool), tool.id).toEqual([]);
  });

  it('fails a tool that lacks a part', () => {
    const broken = { id: 'hash-generator', worker: true } as const;
    const without = (gone: string) => (path: string) => path !== gone && exists(path);
    const worker = 'src/tools/hash-generator/task.ts';
    expect(missingParts(broken, without(worker))).toEqual([worker]);
    const spec = 'src/tools/hash-generator/hash-generator.spec.ts';
    expect(missingParts(broken, without(spec))).toEqual([spec]);
    expect(missingParts({ id: 'no-such-tool' })).toEqual([
      'src/tools/no-such-tool/tool.ts',
      'src/tools/no-such-tool/index.tsx',
      'src/tools/no-such-tool/no-such-tool.spec.ts',
    ]);
  });

  it('names every tool folder by a tool id; a folder without tool.ts is a family some tool uses', () => {
    const ids = new Set(TOOLS.map((t) => t.id));
    const sources = Object.entries(toolSources);
    for (const folder of folders('src/tools')) {
      if (exists(`src/tools/${folder}/tool.ts`)) expect(ids.has(folder), `src/tools/${folder}`).toBe(true);
      else {
        const users = sources.filter(([path, text]) => !path.includes(`/${folder}/`) && text.includes(`/${folder}/`));
        expect(users.length, `src/tools/${folder}: a family no tool imports`).toBeGreaterThan(0);
      }
    }
    expect(folders('src/ui/tools')).toEqual(['shared']);
  });

  /**
   * Workers of the site itself: every tool's pool (`tool`, which loads the tool's task.ts), the shared file reader
   * and smart paste's detection.
   */
  const SITE_WORKERS = ['tool', 'reader', 'detect'];

  it("keeps only the site's own workers in src/workers, and each tool's in its folder, named by it", () => {
    const entries = readdirSync(new URL('src/workers', root))
      .filter((f) => f.endsWith('.worker.ts'))
      .map((f) => f.replace('.worker.ts', ''));
    expect(entries.sort()).toEqual([...SITE_WORKERS].sort());
    for (const name of folders('src/tools')) {
      // A tool's second kind of worker is named `<parts>.<part>.worker.ts` (the CSV converter's piece workers).
      const own = readdirSync(new URL(`src/tools/${name}`, root)).filter((f) => f.endsWith('.worker.ts'));
      for (const entry of own) expect(entry.split('.')[0], `src/tools/${name}/${entry}`).toBe(name);
    }
    for (const site of SITE_WORKERS) expect(TOOLS.map(partsName), site).not.toContain(site);
  });
});

describe("a tool's worker pool", () => {
  const clients = import.meta.glob<string>('../../tools/*/in-worker.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('takes its settings from its tool.ts (through the catalogue), never from its client', () => {
    const own = Object.entries(clients).filter(([path]) => exists(`src/tools/${path.split('/').at(-2)}/tool.ts`));
    expect(own.length).toBeGreaterThan(40);
    for (const [path, source] of own) {
      const calls = source.match(/toolPool<[^>]+>\([^;]*?\);/gs) ?? [];
      for (const call of calls) expect(call, path).toMatch(/^toolPool<[^>]+>\(\s*'[^']*',\s*'[^']*',?\s*\);$/);
    }
  });
});
