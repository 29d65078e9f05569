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

/** Runs bench/run.mjs (no build: the tests' build is served) with `args`; its rows, once it exits with 0. */
function runBench(args: string[], timeoutMs: number): { stdout: string; rows: BenchRow[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  const out = join(dir, 'bench.json');
  try {
    const run = spawnSync('node', ['bench/run.mjs', ...args, '--no-build', '--runs', '1', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, BENCH_INPUT_DIR: dir },
      timeout: timeoutMs,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    return { stdout: run.stdout, rows: (JSON.parse(readFileSync(out, 'utf8')) as { rows: BenchRow[] }).rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every row timed and checked against its baseline. */
function expectTimedAndCorrect(rows: BenchRow[]) {
  for (const row of rows) {
    expect(row.correct, row.name).toBe(true);
    expect(row.oursMs, row.name).toBeGreaterThan(0);
    expect(row.baselineMs, row.name).toBeGreaterThan(0);
    expect(row.ratio, row.name).toBeCloseTo(row.oursMs / row.baselineMs, 6);
    expect(row.longestTaskMs, row.name).toBeGreaterThanOrEqual(0);
  }
}

// The bench (`npm run bench`) is too slow for every test run; its small cases run here through the
// very same harness (server, browser, drivers, coreutils baselines, table, JSON) so it cannot rot.
test('bench harness smoke run: small cases, digests equal coreutils', () => {
  test.setTimeout(180_000);
  const { stdout, rows } = runBench(['--smoke'], 170_000);
  expect(stdout).toMatch(/case\s+size\s+ours\s+ours MB\/s\s+baseline/);
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expectTimedAndCorrect(rows);
});

// The full bench runs a driver's cases one after another on the same files; the second must not wait forever.
// (--smoke: no Debian tools to install; --only picks the cases.)
test('bench runs two cases of one driver in a row: code diff vs GNU diff, then vs jsdiff', () => {
  test.setTimeout(120_000);
  const { rows } = runBench(['--smoke', '--only', '(in a row)', '--timeout', '60'], 110_000);
  expect(rows.map((row) => row.name)).toEqual([
    'Code diff, 10k lines, 1 % changed (in a row)',
    'Code diff, 10k lines, 1 % changed, vs jsdiff (in a row)',
  ]);
  expectTimedAndCorrect(rows);
});
