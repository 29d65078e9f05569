import { describe, expect, it } from 'vitest';
import type { BundleFile, BundleGraph } from './bundle-graph.ts';
import { entryChunk, reachable, shellFiles, toolOfModule, toolParts, viewsInChunk } from './bundle-parts.ts';
import { offlineSplit } from './offline-split.ts';

const file = (name: string, bytes: number, parts: Partial<BundleFile> = {}): BundleFile => ({
  file: name,
  bytes,
  modules: [],
  imports: [],
  lazy: [],
  isEntry: false,
  ...parts,
});

/** An entry that lazily loads two tools' views; the heavy one has a worker and a codec, both share a chunk. */
function sampleGraph(): BundleGraph {
  const files = [
    file('entry.js', 100, { isEntry: true, modules: ['src/main.tsx'], imports: ['react.js'], lazy: ['a.js', 'b.js'] }),
    file('react.js', 50, { modules: ['node_modules/react/index.js'] }),
    file('a.js', 10, { modules: ['src/tools/a/index.tsx', 'src/tools/a/core/index.ts'], imports: ['shared.js'] }),
    file('b.js', 20, {
      modules: ['src/tools/b/index.tsx'],
      imports: ['shared.js', 'react.js'],
      lazy: ['b.worker.js'],
    }),
    file('shared.js', 5, { modules: ['src/ui/kit/KitView.tsx'] }),
    file('b.worker.js', 1000, { lazy: ['codec.wasm'] }),
    file('codec.wasm', 4000),
  ];
  return Object.fromEntries(files.map((one) => [one.file, one]));
}

/**
 * Tools c and d run in the generic tool worker, which names every tool's task chunk; c's and d's clients are
 * lazy, and d's task holds a library of its own.
 */
function taskGraph(): BundleGraph {
  const files = [
    file('entry.js', 100, { isEntry: true, modules: ['src/main.tsx'], lazy: ['c.js', 'd.js'] }),
    file('c.js', 10, { modules: ['src/tools/c/declaration.ts'], lazy: ['c-client.js'] }),
    file('c-client.js', 3, {
      modules: ['src/tools/c/in-worker.ts', 'src/workers/tool-pool.ts'],
      lazy: ['tool.worker.js'],
    }),
    file('d.js', 10, { modules: ['src/tools/d/index.tsx', 'src/tools/d/in-worker.ts'], lazy: ['tool.worker.js'] }),
    file('tool.worker.js', 7, { lazy: ['c.task-1.js', 'd.task-2.js'] }),
    file('c.task-1.js', 20),
    file('d.task-2.js', 30, { imports: ['lib.js'] }),
    file('lib.js', 900),
  ];
  return Object.fromEntries(files.map((one) => [one.file, one]));
}

describe('bundle parts', () => {
  it('tells a tool’s own modules from shared ones', () => {
    expect(toolOfModule('src/tools/base64/index.tsx')).toBe('base64');
    expect(toolOfModule('src/tools/json/core/format.ts')).toBe('json');
    expect(toolOfModule('src/ui/tools/shared/Thing.tsx')).toBeUndefined();
    expect(toolOfModule('src/ui/tools/registry.ts')).toBeUndefined();
  });

  it('finds the entry, the views in a chunk and what a walk reaches', () => {
    const graph = sampleGraph();
    expect(entryChunk(graph).file).toBe('entry.js');
    expect(viewsInChunk(graph['a.js'])).toEqual(['a']);
    expect(reachable(graph, ['entry.js'], { lazy: false })).toEqual(new Set(['entry.js', 'react.js']));
    expect(reachable(graph, ['b.js'], { lazy: true, stopAt: new Set(['react.js']) })).toEqual(
      new Set(['b.js', 'shared.js', 'b.worker.js', 'codec.wasm']),
    );
  });

  it('the shell stops at tools’ views; each tool’s parts are what it adds to the shell', () => {
    const graph = sampleGraph();
    expect(shellFiles(graph)).toEqual(new Set(['entry.js', 'react.js']));
    const parts = Object.fromEntries(toolParts(graph).map((tool) => [tool.id, tool]));
    expect(parts.a).toMatchObject({
      view: 'a.js',
      files: ['a.js', 'shared.js'],
      bytes: 15,
      atOpen: ['a.js', 'shared.js'],
    });
    expect(parts.b.files).toEqual(['b.js', 'b.worker.js', 'codec.wasm', 'shared.js']);
    expect(parts.b.atOpen).toEqual(['b.js', 'shared.js']);
    expect(parts.b.bytes).toBe(5025);
  });
});

describe('bundle parts with the generic tool worker', () => {
  it('gives each tool its own task chunk and none to the shell', () => {
    const graph = taskGraph();
    expect(shellFiles(graph)).toEqual(new Set(['entry.js']));
    const parts = Object.fromEntries(toolParts(graph).map((tool) => [tool.id, tool]));
    expect(parts.c.files).toEqual(['c-client.js', 'c.js', 'c.task-1.js', 'tool.worker.js']);
    expect(parts.d.files).toEqual(['d.js', 'd.task-2.js', 'lib.js', 'tool.worker.js']);
  });
});

describe('offline split', () => {
  it('leaves out only heavy tools’ files no light tool uses, in a cache named by those files', () => {
    const split = offlineSplit(sampleGraph(), 1000);
    expect(split.light.map((tool) => tool.id)).toEqual(['a']);
    expect(split.notPrecached).toEqual(new Set(['b.js', 'b.worker.js', 'codec.wasm']));
    expect(split.heavy.tools).toEqual([{ id: 'b', view: '/b.js', files: ['/b.js', '/b.worker.js', '/codec.wasm'] }]);
    expect(split.heavy.bytes).toEqual({ '/b.js': 20, '/b.worker.js': 1000, '/codec.wasm': 4000 });
    expect(split.heavy.cache).toMatch(/^devtoolbox-tools-[0-9a-f]{12}$/);
    expect(offlineSplit(sampleGraph(), 1000).heavy.cache).toBe(split.heavy.cache);
  });

  it('with a threshold above every tool, nothing waits for first use', () => {
    const split = offlineSplit(sampleGraph(), 1_000_000);
    expect(split.notPrecached.size).toBe(0);
    expect(split.heavy.tools).toEqual([]);
  });
});
