/**
 * No import loops in src/: the graph of relative imports (type-only ones too, and import() calls) has no cycle.
 * A loop makes the order modules run in depend on which one is loaded first; each is broken by moving the shared
 * type or constant to the module that owns it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file's relative imports, resolved as the bundler does (with or without extension, or a folder's index). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolveFrom = (from: string, specifier: string) => {
    const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
    const tries = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    return tries.find((path) => known.has(path));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolveFrom(file, fileName))
        .filter((path): path is string => path !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's loops: its strongly connected parts of two files or more, or a file that imports itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) cycles.push(part);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a loop, type-only or not', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['a']],
    ]);
    expect(cyclesOf(graph).map((cycle) => cycle.sort())).toEqual([['a', 'b']]);
  });

  it('src/ has none', () => {
    const cycles = cyclesOf(importGraph(filesUnder(join(root, 'src'))));
    expect(cycles.map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
  });
});
