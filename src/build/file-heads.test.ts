/**
 * A source file's head says why the file exists, in a few lines: history, timings and long manuals go to the
 * README beside it. This keeps every leading comment under src/, bench/ and scripts/ to at most 10 lines, with
 * no issue numbers (history), so a head cannot grow back into a log.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_HEAD_LINES = 10;
const FOLDERS = ['src', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js|sh|py)$/;
const root = new URL('../../', import.meta.url);

/** The file's leading comment: the lines from the top (after a #! line) that are comment, up to the first that is not. */
function headOf(text: string): string[] {
  const lines = text.split('\n');
  const start = lines[0]?.startsWith('#!') ? 1 : 0;
  let end = start;
  let inBlock = false;
  for (; end < lines.length; end++) {
    const line = lines[end].trim();
    if (inBlock) inBlock = !line.includes('*/');
    else if (line.startsWith('/*')) inBlock = !line.includes('*/');
    else if (!line.startsWith('//') && !line.startsWith('#')) break;
  }
  return lines.slice(start, end);
}

const sourceFiles = FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, root), { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE.test(path) && !path.includes('node_modules') && !path.startsWith('results'))
    .map((path) => `${folder}/${path}`),
);
const heads = sourceFiles.map((path) => ({
  path,
  head: headOf(readFileSync(fileURLToPath(new URL(path, root)), 'utf8')),
}));

describe('file heads', () => {
  it('finds the source files', () => {
    expect(sourceFiles).toContain('src/workers/pool.ts');
  });

  it(`are at most ${MAX_HEAD_LINES} lines`, () => {
    const long = heads
      .filter(({ head }) => head.length > MAX_HEAD_LINES)
      .map(({ path, head }) => `${path}: ${head.length}`);
    expect(long).toEqual([]);
  });

  it('carry no issue numbers', () => {
    const withHistory = heads.filter(({ head }) => /\bissue \d+/i.test(head.join('\n'))).map(({ path }) => path);
    expect(withHistory).toEqual([]);
  });

  it('measure a head up to its first line of code', () => {
    expect(headOf('#!/bin/sh\n# one\n# two\nset -e\n# not head')).toEqual(['# one', '# two']);
    expect(headOf('/**\n * a\n * b\n */\nimport x from "y";')).toHaveLength(4);
    expect(headOf('// a\n\n// b')).toEqual(['// a']);
  });
});
