/**
 * Device Check-up: one guided pass through the hardware tests, each step marked pass, fail or skipped with a note
 * and what the test measured, ending in a report. Pure: the steps, the tallies, and the report as a self-contained
 * HTML file (inline styles, no script, every visitor-typed or device-reported text escaped).
 */
import { CHECKUP_TEXTS } from '../words';
import type { Verdict } from './verdict';

export type { Verdict } from './verdict';
export type StepKey = keyof typeof CHECKUP_TEXTS.steps;

export interface CheckupStep {
  key: StepKey;
  /** The hardware test shown in this step (its catalogue id). */
  toolId: string;
  /** Offered only where the device can have it (a touchscreen where the browser reports touch points). */
  onlyWithTouch?: true;
}

/** The steps in order: input, display, sound, camera, power, then the system as the browser reports it. */
export const CHECKUP_STEPS: readonly CheckupStep[] = [
  { key: 'keyboard', toolId: 'keyboard-tester' },
  { key: 'mouse', toolId: 'mouse-tester' },
  { key: 'touch', toolId: 'touchscreen-test', onlyWithTouch: true },
  { key: 'display', toolId: 'dead-pixel-test' },
  { key: 'refresh', toolId: 'refresh-rate-test' },
  { key: 'speakers', toolId: 'speaker-test' },
  { key: 'microphone', toolId: 'microphone-test' },
  { key: 'webcam', toolId: 'webcam-test' },
  { key: 'battery', toolId: 'battery-info' },
  { key: 'system', toolId: 'system-info' },
];

/** The steps for a device with `maxTouchPoints` touch points. */
export const stepsFor = (maxTouchPoints: number) =>
  CHECKUP_STEPS.filter((step) => !step.onlyWithTouch || maxTouchPoints > 0);

export interface StepResult {
  key: StepKey;
  verdict: Verdict;
  /** The test's own one-line summary of what it measured, if it measured anything. */
  measured: string | null;
  note: string;
}

export interface SystemRow {
  label: string;
  value: string;
}

export interface CheckupReport {
  date: Date;
  results: readonly StepResult[];
  system: readonly { group: string; rows: readonly SystemRow[] }[];
}

export function tally(results: readonly StepResult[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { pass: 0, fail: 0, skipped: 0 };
  for (const result of results) counts[result.verdict]++;
  return counts;
}

/** A date as people read it in a report, and as a file name's part (YYYY-MM-DD, local). */
export function reportDate(date: Date): { text: string; file: string } {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text, file: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const VERDICT_COLOURS: Record<Verdict, string> = { pass: '#047857', fail: '#b91c1c', skipped: '#475569' };

const STYLE = [
  'body{font:14px/1.5 system-ui,sans-serif;color:#0f172a;margin:2rem auto;max-width:50rem;padding:0 1rem}',
  'h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}',
  'table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top}',
  'th{background:#f1f5f9}td.v{font-weight:600}dl{display:grid;grid-template-columns:14rem 1fr;gap:.2rem .75rem}',
  'dt{color:#475569}dd{margin:0;word-break:break-all}',
].join('');

function resultRows(results: readonly StepResult[]): string {
  const t = CHECKUP_TEXTS;
  return results
    .map(
      (r) =>
        `<tr><td>${escapeHtml(t.steps[r.key])}</td>` +
        `<td class="v" style="color:${VERDICT_COLOURS[r.verdict]}">${escapeHtml(t.verdictWords[r.verdict])}</td>` +
        `<td>${escapeHtml(r.measured ?? '')}</td><td>${escapeHtml(r.note)}</td></tr>`,
    )
    .join('');
}

function systemSection(system: CheckupReport['system']): string {
  return system
    .map(
      ({ group, rows }) =>
        `<h3>${escapeHtml(group)}</h3><dl>` +
        rows.map((row) => `<dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd>`).join('') +
        '</dl>',
    )
    .join('');
}

/** The report as one HTML file a shop can hand over: it opens anywhere, offline, and runs nothing. */
export function reportHtml(report: CheckupReport): string {
  const t = CHECKUP_TEXTS;
  const { text: date } = reportDate(report.date);
  const counts = tally(report.results);
  const head = ['step', 'verdict', 'measured', 'note'] as const;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.reportTitle)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(t.reportTitle)}</h1><p>${escapeHtml(t.reportMadeOn(date))}</p>`,
    `<p><strong>${escapeHtml(t.reportSummary(counts.pass, counts.fail, counts.skipped))}</strong></p>`,
    `<h2>${escapeHtml(t.resultsTitle)}</h2><table><thead><tr>`,
    head.map((key) => `<th>${escapeHtml(t.columns[key])}</th>`).join(''),
    `</tr></thead><tbody>${resultRows(report.results)}</tbody></table>`,
    `<h2>${escapeHtml(t.systemTitle)}</h2>${systemSection(report.system)}`,
    '</body></html>\n',
  ].join('');
}
