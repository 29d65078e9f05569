import { formatBytes } from '../../core/shared/format';
import type { Cell, Structured, TableCell, Tone } from '../../core/shared/structured';
import type { FileReport } from './core';
import { AGREEMENT_TEXTS, ENTROPY_TEXTS, FILE_ID_TEXTS, typeWords } from './words';
import type { Row } from './useIdentify';

const { columns } = FILE_ID_TEXTS;

/** A renamed file is the one warning (amber); a match is good news; the rest is neither. */
const AGREEMENT_TONE: Record<FileReport['agreement'], Tone> = {
  agrees: 'good',
  renamed: 'warning',
  none: 'muted',
  unclear: 'muted',
};

function typeCell(report: FileReport): TableCell {
  const by = report.encoding
    ? FILE_ID_TEXTS.byText(report.encoding)
    : report.by === 'magic'
      ? FILE_ID_TEXTS.byMagic
      : '';
  const text = typeWords(report);
  return by ? { text, note: by } : { text };
}

function agreementCell(report: FileReport): TableCell {
  const cell = { text: AGREEMENT_TEXTS[report.agreement], tone: AGREEMENT_TONE[report.agreement] };
  return report.agreement === 'renamed'
    ? { ...cell, note: FILE_ID_TEXTS.renamedHint(report.nameExt, report.ext) }
    : cell;
}

const entropyCell = (report: FileReport): TableCell => ({
  text: FILE_ID_TEXTS.bitsPerByte(report.entropy.toFixed(2)),
  sortValue: report.entropy,
  note: `${ENTROPY_TEXTS[report.entropyReading]} (${FILE_ID_TEXTS.sampled(formatBytes(report.sampled))})`,
});

/** What a row shows past its name and size: the report, or that it is still reading, or that it failed. */
function reportCells(row: Row): Cell[] {
  if (row.status === 'done') {
    const { report } = row;
    return [
      typeCell(report),
      report.mime,
      report.ext ? `.${report.ext}` : FILE_ID_TEXTS.noExt,
      agreementCell(report),
      entropyCell(report),
    ];
  }
  const pending = Array<Cell>(4).fill(FILE_ID_TEXTS.noExt);
  if (row.status === 'reading') return [{ text: FILE_ID_TEXTS.reading, tone: 'muted' }, ...pending];
  return [{ text: FILE_ID_TEXTS.failed, tone: 'danger' }, ...pending];
}

/** One row per file: what its bytes say it is, and whether its name says the same. */
export const resultsTable = (rows: readonly Row[]): Structured => [
  {
    kind: 'table',
    columns: [columns.name, columns.size, columns.type, columns.mime, columns.ext, columns.agreement, columns.entropy],
    rows: rows.map((row) => [
      row.file.name,
      { text: formatBytes(row.file.size), sortValue: row.file.size },
      ...reportCells(row),
    ]),
  },
];

/** Why each file that failed could not be read, announced as it fails. */
export function Failures({ rows }: { rows: readonly Row[] }) {
  const failed = rows.flatMap((row) => (row.status === 'failed' ? [row] : []));
  return failed.map((row) => (
    <p key={row.id} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {row.message}
    </p>
  ));
}
