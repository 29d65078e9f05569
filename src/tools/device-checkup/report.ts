/**
 * The check-up's report in words, as one self-contained HTML file: inline styles, no script, every visitor-typed
 * or device-reported text escaped.
 */
import { escapeHtml, fileDate, tally, type CheckupReport, type StepResult, type Verdict } from './core';
import { CHECKUP_TEXTS } from './words';

/** A date as people read it in a report, and as a file name's part (YYYY-MM-DD, local). */
export function reportDate(date: Date): { text: string; file: string } {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(date);
  return { text, file: fileDate(date) };
}

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
