/** The report: the tally, each result with what was measured and the note, and the system; print or download it. */
import { useEffect, useMemo, useRef } from 'react';
import { tally, type StepResult } from './core';
import { reportDate, reportHtml } from './report';
import { CHECKUP_TEXTS as T } from './words';
import type { Group } from '../system-snapshot/core';
import { describeGroup } from '../system-snapshot/describe';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { readSnapshot } from '../system-snapshot/read';

const VERDICT_CLASS = {
  pass: 'text-emerald-700 dark:text-emerald-400',
  fail: 'text-red-700 dark:text-red-400',
  skipped: 'text-slate-600 dark:text-slate-300',
} as const;

const cell = 'border border-slate-200 px-2 py-1.5 align-top dark:border-slate-700';

function ResultsTable({ results }: { results: readonly StepResult[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="bg-slate-50 dark:bg-slate-800">
        <tr>
          {(['step', 'verdict', 'measured', 'note'] as const).map((column) => (
            <th key={column} scope="col" className={cell}>
              {T.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.key}>
            <th scope="row" className={`${cell} font-medium`}>
              {T.steps[r.key]}
            </th>
            <td className={`${cell} font-semibold ${VERDICT_CLASS[r.verdict]}`}>{T.verdictWords[r.verdict]}</td>
            <td className={cell}>{r.measured}</td>
            <td className={`${cell} break-words whitespace-pre-wrap`}>{r.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CheckupReportView({
  results,
  onEdit,
  onRestart,
}: {
  results: readonly StepResult[];
  onEdit: () => void;
  onRestart: () => void;
}) {
  // Read once, when the report is made: the date and the system as they were at that moment.
  const report = useMemo(() => {
    const snapshot = readSnapshot(undefined);
    const groups = Object.entries(snapshot) as [string, Group][];
    const system = groups.map(([group, values]) => ({ group, rows: describeGroup(values) }));
    return { date: new Date(), results, system };
  }, [results]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const counts = tally(results);
  const date = reportDate(report.date);
  const download = () =>
    downloadBlob(new Blob([reportHtml(report)], { type: 'text/html;charset=utf-8' }), T.fileName(date.file));
  return (
    <div className="checkup-report flex flex-col gap-4" data-testid="checkup-report">
      <Panel>
        <h2 ref={heading} tabIndex={-1} className="focus-ring text-lg font-semibold text-slate-900 dark:text-white">
          {T.reportTitle}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.reportMadeOn(date.text)}</p>
        <p className="font-medium">{T.reportSummary(counts.pass, counts.fail, counts.skipped)}</p>
        <ResultsTable results={results} />
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={() => window.print()}>{T.print}</Button>
          <Button variant="secondary" onClick={download}>
            {T.download}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            {T.edit}
          </Button>
          <Button variant="ghost" onClick={onRestart}>
            {T.startOver}
          </Button>
        </div>
      </Panel>
      <Panel>
        <h3 className="font-semibold text-slate-900 dark:text-white">{T.systemTitle}</h3>
        {report.system.map(({ group, rows }) => (
          <dl key={group} aria-label={group} className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
            {rows.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="font-mono break-all">{value}</dd>
              </div>
            ))}
          </dl>
        ))}
      </Panel>
    </div>
  );
}
