import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUNDLE_GRAPH_FILE, type BundleGraph } from '../src/build/bundle-graph';
import {
  entryChunk,
  reachable,
  shellFiles,
  toolOfModule,
  toolParts,
  toolViewChunks,
  viewsInChunk,
} from '../src/build/bundle-parts';
import { ENTRY_GZIP_BUDGET, entryScripts, gzipBytes, largestFilesTable } from '../src/build/budgets';

/**
 * Bundle budgets (issue 34), on the build the browser tests serve (playwright.config.ts builds it once): no page,
 * only files. The graph of what each file holds and loads is written by that build (src/build/bundle-graph.ts).
 */
const DIST = 'dist';
const graph = JSON.parse(readFileSync(BUNDLE_GRAPH_FILE, 'utf8')) as BundleGraph;

/**
 * Tool code the home page loads on purpose: smart paste tells a dropped file's type with the Base64 tool's
 * table of signatures (src/ui/pages/SmartPaste.tsx), and that core sits in a chunk the shell imports.
 */
const SHELL_TOOL_CODE = new Set(['base64']);

/** What opening a tool may load at once beyond the shell, gzip: its heavy libraries load in its worker or later. */
const TOOL_AT_OPEN_GZIP = 40 * 1024;

/**
 * Tools allowed more. Markdown preview renders short texts on the page as you type (markdown-it, no worker
 * round trip) and turns HTML into Markdown with turndown, which needs the page's DOM: both load with its view
 * (about 49 KB gzip with the code grammars of its highlighting).
 */
const TOOL_AT_OPEN_ALLOWANCE: Partial<Record<string, number>> = { 'markdown-preview': 55 * 1024 };

test('entry JavaScript within budget; the 10 largest files', () => {
  const scripts = entryScripts(readFileSync(`${DIST}/index.html`, 'utf8'));
  const gzip = scripts.reduce((sum, file) => sum + gzipBytes(DIST, file), 0);
  console.log(`entry JavaScript: ${scripts.length} files, ${(gzip / 1024).toFixed(1)} KB gzip`);
  console.log(largestFilesTable(DIST, Object.values(graph)));
  expect(gzip).toBeLessThanOrEqual(ENTRY_GZIP_BUDGET);
});

test('the home page loads no tool’s code', () => {
  const home = reachable(graph, [entryChunk(graph).file], { lazy: false });
  const toolCode = [...home].flatMap((file) =>
    graph[file].modules.filter((module) => {
      const tool = toolOfModule(module);
      return tool !== undefined && !SHELL_TOOL_CODE.has(tool);
    }),
  );
  expect(toolCode).toEqual([]);
});

test('every tool is its own chunk, and its heavy libraries load in its worker or on first use', () => {
  const views = toolViewChunks(graph);
  expect(views.size).toBeGreaterThan(80);
  for (const [id, chunk] of views) expect(viewsInChunk(chunk), id).toEqual([id]);
  const shell = shellFiles(graph);
  for (const tool of toolParts(graph, shell)) {
    const atOpen = tool.atOpen.reduce((sum, file) => sum + gzipBytes(DIST, file), 0);
    expect(atOpen, `${tool.id}: ${tool.atOpen.join(', ')}`).toBeLessThanOrEqual(
      TOOL_AT_OPEN_ALLOWANCE[tool.id] ?? TOOL_AT_OPEN_GZIP,
    );
  }
});
