import { afterEach, describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { BOTH_REQUIRED } from './core';
import { codeDiffTasks, type CodeDiffTasks } from './task';
import { exposeTasks } from '../../workers/expose';
import { createPool, type Pool, type Progress } from '../../workers/pool';

/** The diff tasks behind a real pool, over a MessageChannel in this thread (as in pool.test.ts). */
function inThreadPool() {
  return createPool<CodeDiffTasks>(
    () => {
      const { port1, port2 } = new MessageChannel();
      exposeTasks(codeDiffTasks, port2);
      return Object.assign(port1, { terminate: () => (port1.close(), port2.close()) });
    },
    { name: 'code diff', size: 1 },
  );
}

const names = { oldName: 'app.js', newName: 'app.js' };
const options = { ignoreWhitespace: false, ignoreCase: false };
const FILES = [true, true] as const;

// Generous: the slow diff takes a second or two alone, several times that on a shared, busy test machine.
describe('code diff worker', { timeout: 30_000 }, () => {
  let pool: Pool<CodeDiffTasks>;
  afterEach(() => pool.dispose());

  it('returns the blocks, line starts and counts, and writes the patch and listing when asked', async () => {
    pool = inThreadPool();
    const [oldText, newText] = ['a\nb\nc\n', 'a\nB\nc'];
    const diff = await pool.run('diff', { oldText, newText, options, fromFile: FILES });
    expect(diff).toMatchObject({ added: 2, removed: 2 });
    expect(diff.oldLines).toMatchObject({ count: 3, noFinalNewline: false });
    expect(diff.newLines).toMatchObject({ count: 3, noFinalNewline: true });
    expect(Array.from(diff.blocks)).toEqual([1, 3, 1, 3]);
    expect(Array.from(diff.oldLines.starts)).toEqual([0, 2, 4, 6]);
    const exported = (format: 'patch' | 'listing') =>
      pool.run('exportText', { oldText, newText, diff, names, format }).then((blob) => blob.text());
    expect(await exported('listing')).toBe('  a\n- b\n- c\n+ B\n+ c');
    expect(await exported('patch')).toBe(
      '--- a/app.js\n+++ b/app.js\n@@ -1,3 +1,3 @@\n a\n-b\n-c\n+B\n+c\n\\ No newline at end of file\n',
    );
  });

  it('compares typed text as if it ended with a newline: no change there, and no marker in the patch', async () => {
    pool = inThreadPool();
    const [oldText, newText] = ['a\nb\nc\n', 'a\nB\nc'];
    const diff = await pool.run('diff', { oldText, newText, options, fromFile: [false, false] });
    expect(diff).toMatchObject({ added: 1, removed: 1, blocks: Int32Array.from([1, 2, 1, 2]) });
    expect(diff.newLines).toMatchObject({ count: 3, noFinalNewline: false });
    const patch = await pool.run('exportText', { oldText, newText, diff, names, format: 'patch' });
    expect(await patch.text()).toBe('--- a/app.js\n+++ b/app.js\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n');
  });

  it('warms up (a made-up diff, once) and then diffs as before', async () => {
    pool = inThreadPool();
    await expect(pool.run('warm', undefined)).resolves.toBe(true);
    await expect(pool.run('warm', undefined)).resolves.toBe(true);
    await expect(
      pool.run('diff', { oldText: 'a\nb\n', newText: 'a\nc\n', options, fromFile: FILES }),
    ).resolves.toMatchObject({
      added: 1,
      removed: 1,
    });
  });

  it('reports progress on a slow diff', async () => {
    pool = inThreadPool();
    // Lines against a shuffle of themselves: the slowest kind of diff.
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const shuffled = lines.map((line, i) => [(i * 7919) % 20_011, line] as const).sort((a, b) => a[0] - b[0]);
    const input = {
      oldText: lines.join('\n'),
      newText: shuffled.map(([, line]) => line).join('\n'),
      options,
      fromFile: FILES,
    };
    const progress: Progress[] = [];
    const out = await pool.run('diff', input, { onProgress: (p) => progress.push(p) });
    expect(out.added).toBe(out.removed);
    expect(progress.length).toBeGreaterThan(0);
    const fractions = progress.map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('rejects an empty side with the spec message, and keeps working', async () => {
    pool = inThreadPool();
    const empty = pool.run('diff', { oldText: ' ', newText: 'x', options, fromFile: FILES });
    await expect(empty).rejects.toBeInstanceOf(ToolError);
    await expect(empty).rejects.toMatchObject({ title: BOTH_REQUIRED });
    await expect(pool.run('diff', { oldText: 'x', newText: 'y', options, fromFile: FILES })).resolves.toMatchObject({
      added: 1,
    });
  });
});
