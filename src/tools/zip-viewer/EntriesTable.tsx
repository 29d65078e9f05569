import { ArrowDown, ArrowUp, Download, Folder, Lock, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatBytes } from '../../core/shared/format';
import { outputLimit, ZIP_MESSAGES as M, type ZipEntry } from './core';
import { Button } from '../../ui/components/Button';

type Column = 'name' | 'size' | 'compressed' | 'ratio' | 'date';
const COLUMNS: readonly Column[] = ['name', 'size', 'compressed', 'ratio', 'date'];
/** Rows drawn at most: a filter finds the others (a table of 100,000 rows would block the page). */
export const SHOWN_ROWS = 1000;

/** The share of the size saved by compression, as `unzip -v` shows it ('53%'); '' for an empty entry. */
export function ratioOf(entry: ZipEntry): number | null {
  return entry.size > 0 ? 1 - entry.compressedSize / entry.size : null;
}

const VALUE: Record<Column, (e: ZipEntry) => string | number> = {
  name: (e) => e.name,
  size: (e) => e.size,
  compressed: (e) => e.compressedSize,
  ratio: (e) => ratioOf(e) ?? -Infinity,
  date: (e) => e.date ?? '',
};

function sortEntries(entries: readonly ZipEntry[], column: Column, ascending: boolean): ZipEntry[] {
  const value = VALUE[column];
  const sign = ascending ? 1 : -1;
  return [...entries].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.index - b.index) * sign;
  });
}

function Notes({ entry, overlaps }: { entry: ZipEntry; overlaps: boolean }) {
  const suspicious = overlaps || entry.size > outputLimit(entry);
  return (
    <>
      {entry.encryption && (
        <span
          className="ml-2 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
          title={M.encryptedHelp}
        >
          <Lock aria-hidden className="size-3" />
          {entry.encryption === 'aes' ? M.encryptedAesNote : M.encryptedNote}
        </span>
      )}
      {suspicious && (
        <span className="ml-2 inline-flex items-center gap-1 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">
          <TriangleAlert aria-hidden className="size-3" />
          {M.suspiciousNote}
        </span>
      )}
    </>
  );
}

interface RowProps {
  entry: ZipEntry;
  overlaps: boolean;
  busy: boolean;
  onExtract: (entry: ZipEntry) => void;
}

function EntryRow({ entry, overlaps, busy, onExtract }: RowProps) {
  const ratio = ratioOf(entry);
  return (
    <tr data-testid="zip-row" className="align-top">
      <th scope="row" className="max-w-96 break-all px-2 py-1.5 font-mono text-xs font-normal">
        {entry.folder && <Folder aria-label={M.folderLabel} className="mr-1 inline size-3.5 text-slate-500" />}
        {entry.name}
        <Notes entry={entry} overlaps={overlaps} />
      </th>
      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums" title={M.bytes(entry.size)}>
        {entry.folder ? '' : formatBytes(entry.size)}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums" title={M.bytes(entry.compressedSize)}>
        {entry.folder ? '' : formatBytes(entry.compressedSize)}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
        {ratio === null ? '' : `${Math.round(ratio * 100)}%`}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{entry.date?.slice(0, 16) ?? ''}</td>
      <td className="px-2 py-1">
        {!entry.folder && (
          <Button
            variant="secondary"
            onClick={() => onExtract(entry)}
            disabled={busy}
            aria-label={M.extractNamed(entry.name)}
          >
            <Download aria-hidden className="size-4" /> {M.extract}
          </Button>
        )}
      </td>
    </tr>
  );
}

interface TableProps {
  entries: readonly ZipEntry[];
  overlaps: ReadonlySet<number>;
  busy: boolean;
  onExtract: (entry: ZipEntry) => void;
}

/** The entries as a table, sorted by a column header's button (again: the other way), the first SHOWN_ROWS drawn. */
export function EntriesTable({ entries, overlaps, busy, onExtract }: TableProps) {
  const [sort, setSort] = useState<{ column: Column; ascending: boolean } | null>(null);
  const sorted = useMemo(
    () => (sort ? sortEntries(entries, sort.column, sort.ascending) : entries).slice(0, SHOWN_ROWS),
    [entries, sort],
  );
  const toggle = (column: Column) =>
    setSort((now) => ({ column, ascending: now?.column === column ? !now.ascending : column === 'name' }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="zip-table" aria-label={M.tableLabel}>
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort?.column === column;
              const Arrow = sort?.ascending ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-1.5 font-medium ${column === 'name' || column === 'date' ? '' : 'text-right'}`}
                  aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 uppercase"
                    onClick={() => toggle(column)}
                    title={M.sortBy(M.columns[column])}
                  >
                    {M.columns[column]}
                    {active && <Arrow aria-hidden className="size-3" />}
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2 py-1.5 font-medium">
              {M.columns.action}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {sorted.map((entry) => (
            <EntryRow
              key={entry.index}
              entry={entry}
              overlaps={overlaps.has(entry.index)}
              busy={busy}
              onExtract={onExtract}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
