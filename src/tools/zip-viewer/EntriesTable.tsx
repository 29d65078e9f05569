import { Download } from 'lucide-react';
import { formatBytes } from '../../core/shared/format';
import type { Badge, Cell, Structured } from '../../core/shared/structured';
import { outputLimit, ZIP_MESSAGES as M, type ZipEntry } from './core';
import { Button } from '../../ui/components/Button';

/** The share of the size saved by compression, as `unzip -v` shows it ('53%'); null for an empty entry. */
export function ratioOf(entry: ZipEntry): number | null {
  return entry.size > 0 ? 1 - entry.compressedSize / entry.size : null;
}

/** What an entry's name says beside it: encrypted (a warning: not extracted here), suspicious (refused). */
function badgesOf(entry: ZipEntry, overlaps: boolean): Badge[] {
  const badges: Badge[] = [];
  if (entry.encryption)
    badges.push({
      text: entry.encryption === 'aes' ? M.encryptedAesNote : M.encryptedNote,
      tone: 'warning',
      icon: { name: 'lock' },
      title: M.encryptedHelp,
    });
  if (overlaps || entry.size > outputLimit(entry))
    badges.push({ text: M.suspiciousNote, tone: 'danger', icon: { name: 'alert' } });
  return badges;
}

/** A size as shown ('1.2 MB'; a folder's: none), sorting by its bytes, which show on hover. */
const sizeCell = (entry: ZipEntry, bytes: number): Cell => ({
  text: entry.folder ? M.noValue : formatBytes(bytes),
  sortValue: bytes,
  title: M.bytes(bytes),
});

function entryCells(entry: ZipEntry, overlaps: boolean): Cell[] {
  const ratio = ratioOf(entry);
  const badges = badgesOf(entry, overlaps);
  return [
    {
      text: entry.name,
      ...(entry.folder && { icon: { name: 'folder', label: M.folderLabel } }),
      ...(badges.length > 0 && { badges }),
    },
    sizeCell(entry, entry.size),
    sizeCell(entry, entry.compressedSize),
    { text: ratio === null ? M.noValue : `${Math.round(ratio * 100)}%`, sortValue: ratio ?? -Infinity },
    entry.date?.slice(0, 16) ?? '',
  ];
}

/** The entries as a structured result: one sortable table, a row per entry (its index in `entries`). */
export const entriesTable = (entries: readonly ZipEntry[], overlaps: ReadonlySet<number>): Structured => [
  {
    kind: 'table',
    sortable: true,
    columns: [M.columns.name, M.columns.size, M.columns.compressed, M.columns.ratio, M.columns.date],
    rows: entries.map((entry) => entryCells(entry, overlaps.has(entry.index))),
  },
];

/** An entry's Extract button (none for a folder), named by its entry for a screen reader. */
export function ExtractButton({ entry, busy, onExtract }: { entry: ZipEntry; busy: boolean; onExtract: () => void }) {
  if (entry.folder) return null;
  return (
    <Button variant="secondary" onClick={onExtract} disabled={busy} aria-label={M.extractNamed(entry.name)}>
      <Download aria-hidden className="size-4" /> {M.extract}
    </Button>
  );
}
