// Timing helpers: baselines as child processes, memory of the browser's process tree, medians, table.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatSize } from './inputs.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs `command ...args file` and returns { ms, hex }: e.g. sha256sum's time and digest.
 * With discardOutput the output goes to /dev/null (a program whose output is as big as its input).
 */
export function timeCommand(command, file, { args = [], discardOutput = false } = {}) {
  const t0 = process.hrtime.bigint();
  const stdio = discardOutput ? ['ignore', 'ignore', 'pipe'] : 'pipe';
  const out = spawnSync(command, [...args, file], { encoding: 'utf8', maxBuffer: 1 << 20, stdio });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
  return { ms, hex: discardOutput ? '' : out.stdout.split(/\s+/)[0] };
}

function rssKiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** The process ids of a process's descendants (Linux /proc), without the process itself. */
export function descendants(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  const found = [];
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop();
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Total resident memory (bytes) of a process's descendants, without the process itself. */
export const descendantsRss = (rootPid) => descendants(rootPid).reduce((sum, pid) => sum + rssKiB(pid), 0) * 1024;

/** Whether a process is one of Chromium's renderers (its command line says so). */
export function isRenderer(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
  } catch {
    return false;
  }
}

/**
 * Waits (at most `ms`) until the given processes have exited: a closed page's renderer outlives `page.close()`,
 * and until it goes, its memory would count in the next job's start and hide that job's growth.
 */
export async function whenExited(pids, ms = 15_000) {
  const alive = () => pids.filter((pid) => existsSync(`/proc/${pid}`));
  for (const end = Date.now() + ms; alive().length && Date.now() < end;) await sleep(100);
}

/**
 * Samples the resident memory of every process this one started (the browser Playwright launched)
 * every `ms` until stopped; returns the peak growth over the start.
 */
export function sampleMemory(ms = 100) {
  const start = descendantsRss(process.pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, descendantsRss(process.pid))), ms);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, descendantsRss(process.pid));
      return peak - start;
    },
  };
}

const fmtS = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
const fmtRate = (bytes, ms) => (ms ? `${(bytes / 1024 ** 2 / (ms / 1000)).toFixed(0)} MB/s` : '—');

/** One table: case, size, ours (time, MB/s), baseline, ratio, longest main-thread task, memory, check. */
export function table(rows) {
  const header = [
    'case',
    'size',
    'ours',
    'ours MB/s',
    'baseline',
    'base MB/s',
    'ratio',
    'ceiling',
    'ours / ceiling',
    'longest task',
    'peak mem +',
    'correct',
  ];
  const body = rows.map((r) => (r.error ? failedCells(r, header.length) : cells(r)));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** A failed case's cells: its name and size, then dashes, and in the last column why it has no times. */
const failedCells = (r, columns) => [
  r.name,
  formatSize(r.bytes),
  ...Array(columns - 3).fill('—'),
  r.timedOut ? 'NO: timed out' : 'NO: failed',
];

const cells = (r) => [
  r.name,
  formatSize(r.bytes),
  fmtS(r.oursMs),
  fmtRate(r.bytes, r.oursMs),
  r.baselineMs === null ? '—' : `${fmtS(r.baselineMs)} (${r.baseline})`,
  r.baselineMs === null ? '—' : fmtRate(r.bytes, r.baselineMs),
  r.ratio === null ? '—' : `${r.ratio.toFixed(2)}x`,
  r.ceilingMs ? fmtS(r.ceilingMs) : '—',
  r.ceilingRatio ? `${r.ceilingRatio.toFixed(2)}x` : '—',
  `${Math.round(r.longestTaskMs)} ms`,
  formatSize(Math.max(0, r.peakMemoryBytes)),
  r.correct ? 'yes' : 'NO',
];

/** The longest main-thread task (ms) that overlapped [from, to] on the page's clock (recorded by bench/run.mjs). */
export async function longestTaskBetween(page, from, to) {
  await page.waitForTimeout(150); // long-task entries arrive asynchronously
  return page.evaluate(
    ([from, to]) =>
      Math.max(0, ...window.__longTasks.filter((t) => t.end >= from && t.start <= to).map((t) => t.duration)),
    [from, to],
  );
}

/** SHA-256 (hex) of a file on disk, streamed. */
export const sha256OfFile = (path) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
