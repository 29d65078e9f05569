import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/** One row of the bench's JSON output (bench/run.mjs). */
interface BenchRow {
  name: string;
  correct: boolean;
  oursMs: number;
  baselineMs: number;
  ratio: number;
  longestTaskMs: number;
}

// The bench (`npm run bench`) is too slow for every test run; its small cases run here through the
// very same harness (server, browser, drivers, coreutils baselines, table, JSON) so it cannot rot.
test('bench harness smoke run: small cases, digests equal coreutils', () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  const out = join(dir, 'smoke.json');
  try {
    const run = spawnSync('node', ['bench/run.mjs', '--smoke', '--no-build', '--runs', '1', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, BENCH_INPUT_DIR: dir },
      timeout: 170_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/case\s+size\s+ours\s+ours MB\/s\s+baseline/);
    const result = JSON.parse(readFileSync(out, 'utf8')) as { rows: BenchRow[] };
    expect(result.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of result.rows) {
      expect(row.correct, row.name).toBe(true);
      expect(row.oursMs, row.name).toBeGreaterThan(0);
      expect(row.baselineMs, row.name).toBeGreaterThan(0);
      expect(row.ratio, row.name).toBeCloseTo(row.oursMs / row.baselineMs, 6);
      expect(row.longestTaskMs, row.name).toBeGreaterThanOrEqual(0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
