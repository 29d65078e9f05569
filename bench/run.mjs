// Throughput bench: serves the production build, drives it in headless Chromium through the real UI,
// and times native baselines (coreutils) on the identical input in the same run.
//
//   npm run bench                          every case in bench/cases.mjs (builds first)
//   npm run bench -- --only "2 GiB"        cases whose name contains the text (incl. optional ones)
//   npm run bench -- --smoke --no-build    the small cases `npm test` runs
//   options: --runs N (default 3, median), --out FILE (default bench/results/latest.json),
//            --timeout S (seconds each step of a case may take, default 600; a case's `timeoutS` wins)
//   Ctrl+C stops the current case and prints the table of the cases that finished.
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, requireChromium } from '../tests/chromium.mjs';
import { cases, inARowCases, optionalCases, smokeCases } from './cases.mjs';
import { measureCeiling } from './lib/ceiling.mjs';
import { ensureDebianTools } from './lib/debian.mjs';
import { INPUT_DIR, warm } from './lib/inputs.mjs';
import { median, sampleMemory, table, timeCommand } from './lib/measure.mjs';
import { serve } from './lib/server.mjs';
import { DEFAULT_STEP_TIMEOUT_S, StepTimeout, stepTracker, withinTime } from './lib/steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('--runs', 3)));
const only = option('--only');
const out = option('--out', join(root, 'bench/results/latest.json'));
// Seconds each step of a case may take (a case's own `timeoutS` wins); past it the case fails and the bench goes on.
const stepTimeoutS = Number(option('--timeout', DEFAULT_STEP_TIMEOUT_S));
if (!(stepTimeoutS > 0)) {
  console.error(`--timeout takes a number of seconds above 0, not ${JSON.stringify(option('--timeout'))}.`);
  process.exit(1);
}

let selected = flag('--smoke') ? smokeCases : cases;
if (only) selected = [...cases, ...optionalCases, ...smokeCases, ...inARowCases].filter((c) => c.name.includes(only));
if (!selected.length) {
  console.error(`No case matches ${JSON.stringify(only)}.`);
  process.exit(1);
}

// The smoke runs (inside `npm test`, with --only for the cases in a row) need only coreutils, diff and Node, which
// .ci/run provides.
if (!flag('--smoke')) ensureDebianTools();

if (!flag('--no-build')) {
  console.log('Building the production bundle…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await serve({ dist: join(root, 'dist'), inputs: INPUT_DIR });
requireChromium();
// A profile on disk, as a visitor's browser has: an off-the-record context (Playwright's default) keeps the origin's
// files and large Blobs in memory, which is not what a visitor's memory does. Ctrl+C (or SIGTERM) ends the bench
// with the table of the cases that finished, so the browser must outlive it. No service worker: its first-visit
// precache (about 12 MB, in the background) would run beside the measured jobs.
const profile = mkdtempSync(join(tmpdir(), 'devtoolbox-bench-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  ...CHROMIUM_LAUNCH_OPTIONS,
  handleSIGINT: false,
  handleSIGTERM: false,
  serviceWorkers: 'block',
});
const browserVersion = spawnSync(CHROMIUM_LAUNCH_OPTIONS.executablePath, ['--version'], {
  encoding: 'utf8',
}).stdout.trim();
// Every long main-thread task, recorded from the first script on.
await context.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
});
// The app must never reach another origin, in the bench too.
await context.route(
  (url) => !url.href.startsWith(server.url),
  (route) => {
    console.error(`Blocked a request to another origin: ${route.request().url()}`);
    return route.abort('blockedbyclient');
  },
);

const rows = [];
let failed = false;

/** One case, all its runs: its row for the table. Throws if a step fails or outlasts its time. */
async function runCase(c, ctx, steps, within) {
  steps.begin('preparing');
  await within(() => c.prepare(ctx));
  const ours = [];
  const base = [];
  const tasks = [];
  const memory = [];
  const ceiling = [];
  let expected = {};
  let correct = true;
  for (let i = 0; i < runs; i++) {
    const run = `run ${i + 1} of ${runs}`;
    // Alternate baseline and ours so both see the same machine state.
    if (c.baseline.length) {
      let ms = 0;
      for (const command of c.baseline) {
        // A digest program's name ('sha256sum'), or { name, run(path) -> { ms, digests } }.
        if (typeof command === 'string') {
          steps.begin(`baseline ${command}, ${run}`);
          const r = timeCommand(command, ctx.path);
          ms += r.ms;
          expected[command.replace(/sum$/, '')] = r.hex;
        } else {
          steps.begin(`baseline ${command.name}, ${run}`);
          const r = await within(() => command.run(ctx.path));
          ms += r.ms;
          Object.assign(expected, r.digests);
        }
      }
      base.push(ms);
    }
    if (c.ceiling) {
      steps.begin(`ceiling, ${run}`);
      ceiling.push(await within(() => measureCeiling(context, server.url, ctx.path, c.ceiling)));
    }
    steps.begin(`ours, ${run}`);
    const sampler = sampleMemory();
    const r = await within(() => c.run(ctx)).finally(() => memory.push(sampler.stop()));
    ours.push(r.ms);
    tasks.push(r.longestTaskMs);
    for (const [algorithm, hex] of Object.entries(r.digests)) {
      if (expected[algorithm] !== undefined && expected[algorithm] !== hex) correct = false;
    }
    process.stdout.write(`${(r.ms / 1000).toFixed(2)}s `);
  }
  const oursMs = median(ours);
  const baselineMs = base.length ? median(base) : null;
  const ceilingMs = ceiling.length ? median(ceiling.map((m) => m.ms)) : null;
  return {
    name: c.name,
    bytes: c.bytes,
    runs,
    oursMs,
    oursRunsMs: ours,
    baseline: c.baseline.map((b) => (typeof b === 'string' ? b : b.name)).join(' + ') || null,
    baselineMs,
    baselineRunsMs: base,
    ratio: baselineMs ? oursMs / baselineMs : null,
    ceilingMs,
    ceilingRuns: ceiling,
    ceilingRatio: ceilingMs ? oursMs / ceilingMs : null,
    longestTaskMs: Math.max(...tasks),
    longestTaskRunsMs: tasks,
    peakMemoryBytes: Math.max(...memory),
    peakMemoryRunsBytes: memory,
    correct,
  };
}

/** The row of a case that failed: no times, its error instead. */
const failedRow = (c, error, timedOut) => ({
  name: c.name,
  bytes: c.bytes,
  runs,
  oursMs: null,
  baselineMs: null,
  correct: false,
  error,
  timedOut,
});

/** Closes every page of the bench's browser (a timed-out step's page, the ceiling's page), each within 10 s. */
const closePages = () =>
  Promise.all(context.pages().map((page) => Promise.race([page.close().catch(() => {}), sleep(10_000)])));

let interrupted = false;
const interrupt = () => {
  if (interrupted) process.exit(130); // a second Ctrl+C stops at once
  interrupted = true;
  console.error('\nInterrupted: the table shows the cases that finished.');
  void closePages(); // the current case's step fails at once
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

try {
  for (const c of selected) {
    if (interrupted) break;
    const steps = stepTracker();
    const seconds = c.timeoutS ?? stepTimeoutS;
    const within = (work) => withinTime(work, { caseName: c.name, steps, seconds, abandon: closePages });
    let page;
    const errors = [];
    try {
      process.stdout.write(`${c.name}: preparing input… `);
      const path = c.input(c.bytes);
      warm(path);
      page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      const inputUrl = `${server.url}/__bench/${basename(path)}`;
      const ctx = { page, url: server.url, path, inputUrl, step: (name) => steps.detail(name) };
      const row = await runCase(c, ctx, steps, within);
      if (errors.length) {
        row.correct = false;
        console.error(`\nUncaught errors in the page: ${errors.join('; ')}`);
      }
      rows.push(row);
      failed ||= !row.correct;
      console.log(row.correct ? '' : ' (digests differ from the baseline!)');
    } catch (error) {
      if (interrupted) break;
      // One case failing (or outlasting its time) fails the bench, but the other cases still run.
      failed = true;
      const message = error instanceof StepTimeout ? error.message : `"${c.name}" failed at ${steps.label}: ${error}`;
      console.error(`\n${message}`);
      if (!(error instanceof StepTimeout)) console.error(error.stack ?? '');
      rows.push(failedRow(c, message, error instanceof StepTimeout));
    } finally {
      await page?.close().catch(() => {});
    }
  }
} catch (error) {
  failed = true;
  console.error(`\nBench failed: ${error.stack ?? error}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}

failed ||= interrupted;
console.log(`\n${table(rows)}\n`);
if (interrupted) console.log(`Interrupted: ${rows.length} of ${selected.length} cases ran.`);
for (const row of rows.filter((r) => r.error)) console.log(`Failed: ${row.error}`);
console.log(
  'ours: through the page as a person uses it, from choosing the file, setting the text or pressing the button ' +
    `until the result is shown, median of ${runs}; baseline: the named native tool or Node on the same ` +
    'input (several run one after another), its output checked against ours; ratio: ours / baseline time; ceiling: in the same browser, the larger of ' +
    'reading the file in a worker doing nothing else and the fastest engine (WebCrypto or hash-wasm; native ' +
    'toBase64) on the bytes in memory, several algorithms shared over the cores; ours / ceiling: how far we are ' +
    "from the browser's best; " +
    'longest task: longest main-thread task (PerformanceObserver longtask); peak mem +: growth of the ' +
    "browser's resident memory during the job.",
);
mkdirSync(dirname(out), { recursive: true });
const cpu = spawnSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2; nproc"], {
  encoding: 'utf8',
}).stdout;
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: cpu
        .trim()
        .split('\n')
        .map((s) => s.trim()),
      browser: browserVersion,
      runs,
      rows,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Wrote ${out}`);
process.exit(failed ? 1 : 0);
