import { formatBytes } from '../../core/shared/format';
import { AGREEMENT_TEXTS, ENTROPY_TEXTS, FILE_ID_TEXTS, type FileReport } from './core';
import type { Row } from './useIdentify';

const { columns } = FILE_ID_TEXTS;

const AGREEMENT_STYLE: Record<FileReport['agreement'], string> = {
  agrees: 'text-emerald-700 dark:text-emerald-300',
  renamed: 'rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  none: 'text-slate-600 dark:text-slate-400',
  unclear: 'text-slate-600 dark:text-slate-400',
};

function ReportCells({ report }: { report: FileReport }) {
  const renamed = report.agreement === 'renamed';
  return (
    <>
      <td className="px-2 py-1.5">
        {report.type}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {report.encoding ? FILE_ID_TEXTS.byText(report.encoding) : report.by === 'magic' ? FILE_ID_TEXTS.byMagic : ''}
        </span>
      </td>
      <td className="px-2 py-1.5 font-mono text-xs">{report.mime}</td>
      <td className="px-2 py-1.5 font-mono text-xs">{report.ext ? `.${report.ext}` : FILE_ID_TEXTS.noExt}</td>
      <td className="px-2 py-1.5" data-testid="agreement" data-agreement={report.agreement}>
        <span className={AGREEMENT_STYLE[report.agreement]}>{AGREEMENT_TEXTS[report.agreement]}</span>
        {renamed && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {FILE_ID_TEXTS.renamedHint(report.nameExt, report.ext)}
          </span>
        )}
      </td>
      <td className="px-2 py-1.5" data-testid="entropy" data-reading={report.entropyReading}>
        <span className="tabular-nums">{FILE_ID_TEXTS.bitsPerByte(report.entropy.toFixed(2))}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {ENTROPY_TEXTS[report.entropyReading]} ({FILE_ID_TEXTS.sampled(formatBytes(report.sampled))})
        </span>
      </td>
    </>
  );
}

function RowCells({ row }: { row: Row }) {
  if (row.status === 'done') return <ReportCells report={row.report} />;
  if (row.status === 'reading')
    return (
      <td colSpan={5} className="px-2 py-1.5 text-slate-600 dark:text-slate-400">
        {FILE_ID_TEXTS.reading}
      </td>
    );
  return (
    <td colSpan={5} className="px-2 py-1.5 text-red-700 dark:text-red-300">
      <span role="alert">{row.message}</span>
    </td>
  );
}

/** One row per file: what its bytes say it is, and whether its name says the same. */
export function ResultsTable({ rows }: { rows: readonly Row[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="file-table">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {[
              columns.name,
              columns.size,
              columns.type,
              columns.mime,
              columns.ext,
              columns.agreement,
              columns.entropy,
            ].map((title) => (
              <th key={title} scope="col" className="px-2 py-1.5 font-medium">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <tr key={row.id} data-testid="file-row" data-status={row.status} className="align-top">
              <th scope="row" className="max-w-48 break-all px-2 py-1.5 font-medium">
                {row.file.name}
              </th>
              <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{formatBytes(row.file.size)}</td>
              <RowCells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
