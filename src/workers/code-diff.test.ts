import { afterEach, describe, expect, it } from 'vitest';
import { ToolError } from '../core/shared/tool-error';
import { BOTH_REQUIRED } from '../core/tools/code-diff';
import { codeDiffTasks, type CodeDiffTasks } from './code-diff.worker';
import { exposeTasks } from './expose';
import { createPool, type Pool, type Progress } from './pool';

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

describe('code diff worker', () => {
  let pool: Pool<CodeDiffTasks>;
  afterEach(() => pool.dispose());

  it('returns the blocks, line starts, counts, patch and listing', async () => {
    pool = inThreadPool();
    const out = await pool.run('diff', { oldText: 'a\nb\nc\n', newText: 'a\nB\nc\n', options, names });
    expect(out).toMatchObject({ added: 1, removed: 1, oldNoFinalNewline: false, newNoFinalNewline: false });
    expect(Array.from(out.blocks)).toEqual([1, 2, 1, 2]);
    expect(Array.from(out.oldStarts)).toEqual([0, 2, 4, 6]);
    expect(await out.listing.text()).toBe('  a\n- b\n+ B\n  c');
    expect(await out.patch.text()).toBe('--- a/app.js\n+++ b/app.js\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n');
  });

  it('reports progress on a slow diff', async () => {
    pool = inThreadPool();
    // Lines against a shuffle of themselves: the slowest kind of diff.
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const shuffled = lines.map((line, i) => [(i * 7919) % 20_011, line] as const).sort((a, b) => a[0] - b[0]);
    const input = { oldText: lines.join('\n'), newText: shuffled.map(([, line]) => line).join('\n'), options, names };
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
    const empty = pool.run('diff', { oldText: ' ', newText: 'x', options, names });
    await expect(empty).rejects.toBeInstanceOf(ToolError);
    await expect(empty).rejects.toMatchObject({ title: BOTH_REQUIRED });
    await expect(pool.run('diff', { oldText: 'x', newText: 'y', options, names })).resolves.toMatchObject({
      added: 1,
    });
  });
});
