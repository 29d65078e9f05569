/** The cron parser's result in words: the explanation, the next runs' table and the previous run, as a record. */
import { alignedText, recordOf, type Structured, type TableBlock } from '../../core/shared/structured';
import type { CronReport, CronRun, DstNote } from './core';
import { CRON_MESSAGES as M } from './words';

const noteWords = (note: DstNote) =>
  note.kind === 'skipped' ? M.skipped(note.time) : M.twice(note.time, note.which === 'first' ? M.first : M.second);

/** One run's cells: day, date and time on the zone's clock, the zone's abbreviation and offset, its clock-change note. */
const runCells = (run: CronRun): string[] => [
  run.day,
  run.date,
  run.time,
  run.zone,
  run.offset,
  run.note ? noteWords(run.note) : '',
];

/** The runs as a table; the note column only where a run has a note. */
function runsTable(cells: readonly string[][], heading: string): TableBlock {
  const noted = cells.some((row) => row[5] !== '');
  const columns = noted ? M.runColumns : M.runColumns.slice(0, 5);
  return { kind: 'table', heading, columns, rows: cells.map((row) => row.slice(0, columns.length)) };
}

/** The report as a record, and as aligned text. */
export function cronResult(report: CronReport): { structured: Structured; output: string } {
  const runs = report.runs.map(runCells);
  const previous = report.previousRun && runCells(report.previousRun);
  const structured: Structured = [
    { kind: 'note', text: report.description },
    runsTable(runs, M.heading(runs.length, report.timeZone)),
    ...recordOf([{ label: M.previous, value: previous ? previous.filter(Boolean).join(' ') : M.none }]),
  ];
  return { structured, output: alignedText(structured) };
}
