import { useMemo } from 'react';
import { CSV_MESSAGES } from './core/messages';
import type { CsvOptions } from './core/options';
import { csvPreview, type CsvPreview } from './core/preview';
import { ToolError } from '../../core/shared/tool-error';
import { VirtualList } from '../../ui/components/VirtualList';

const ROW_HEIGHT = 24;
const CELL = 'w-[16ch] shrink-0 truncate border-r border-slate-200 px-2 leading-6 dark:border-slate-700';

/** One row of cells (the header row bold), with the row's number first. */
function TableRow({ cells, number, header }: { cells: readonly string[]; number: string; header?: boolean }) {
  return (
    <div className={`flex ${header ? 'bg-slate-100 font-semibold dark:bg-slate-800' : ''}`}>
      <span className="w-[7ch] shrink-0 px-2 text-right leading-6 text-slate-500 dark:text-slate-400">{number}</span>
      {cells.map((cell, i) => (
        <span key={i} className={CELL} title={cell}>
          {cell}
        </span>
      ))}
    </div>
  );
}

function previewOf(text: string, options: CsvOptions): CsvPreview | null {
  try {
    return csvPreview(text, options);
  } catch (error) {
    if (error instanceof ToolError) return null;
    throw error;
  }
}

/** The CSV in the editor as a table: its header and first rows, drawn a screenful at a time. */
export function CsvTable({ text, options }: { text: string | null; options: CsvOptions }) {
  const preview = useMemo(() => (text ? previewOf(text, options) : null), [text, options]);
  const say = (words: string) => <p className="py-6 text-sm text-slate-600 dark:text-slate-300">{words}</p>;
  if (text === null) return say(CSV_MESSAGES.tableOfFile);
  if (text.trim() === '') return say(CSV_MESSAGES.tableEmpty);
  if (!preview) return say(CSV_MESSAGES.tableInvalid);
  const { columns, rows, more } = preview;
  return (
    <div className="flex flex-col gap-2">
      <VirtualList
        count={rows.length + 1}
        rowHeight={ROW_HEIGHT}
        height={16 * ROW_HEIGHT}
        label={CSV_MESSAGES.tableLabel}
        sideways="wide"
        testId="csv-table"
        renderRow={(index) =>
          index === 0 ? (
            <TableRow cells={columns} number="" header />
          ) : (
            <TableRow cells={rows[index - 1]} number={String(index)} />
          )
        }
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">{CSV_MESSAGES.tableShown(rows.length, more)}</p>
    </div>
  );
}
