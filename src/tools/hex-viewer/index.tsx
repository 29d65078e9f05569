import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { BYTES_PER_ROW, HEX_TEXTS, offsetDigits, PageCache, parseOffset, rowCount } from './core';
import { Button } from '../../ui/components/Button';
import { EmptyState } from '../../ui/components/EmptyState';
import { FileDrop } from '../../ui/components/FileDrop';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import { useInitialFiles } from '../../ui/components/initialInput';
import { HexGrid } from './HexGrid';
import { Inspector } from './Inspector';
import { SearchBar } from './SearchBar';
import { SelectionBar } from './SelectionBar';
import { selectedRange, useCursor } from './useCursor';
import { useRowScroll } from './useRowScroll';
import { useSearch } from './useSearch';

/** Rows on screen at most. */
const VISIBLE_ROWS = 24;

/** Go to an offset typed in hex (0x…) or decimal; a wrong one is explained beside the field. */
function GotoField({ size, onGo }: { size: number; onGo: (offset: number) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onGo(parseOffset(typed, size));
      setError(undefined);
    } catch (e) {
      if (!(e instanceof ToolError)) throw e;
      setError(e.description ?? e.message);
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label={HEX_TEXTS.gotoLabel}>
      <div className="w-56">
        <TextField
          label={HEX_TEXTS.gotoLabel}
          value={typed}
          onChange={setTyped}
          error={error}
          placeholder={HEX_TEXTS.gotoPlaceholder}
        />
      </div>
      <Button type="submit" variant="secondary">
        {HEX_TEXTS.gotoButton}
      </Button>
    </form>
  );
}

/** The open file: its rows, the cursor and selection, go to, search and the inspector. */
function FileView({ file }: { file: File }) {
  const pages = useMemo(() => new PageCache(file), [file]);
  const rows = rowCount(file.size);
  const visibleRows = Math.min(VISIBLE_ROWS, rows);
  const digits = offsetDigits(file.size);
  const scroll = useRowScroll(rows, visibleRows);
  const { cursor, moveTo, select, onKey } = useCursor(file.size);
  const { showRow, scrollTo } = scroll;

  /** Cursor to `offset`, its row on screen (`top`: as the first row, for a jump). */
  const go = useCallback(
    (offset: number, top: boolean) => {
      const row = Math.floor(offset / BYTES_PER_ROW);
      if (top) scrollTo(row);
      else showRow(row);
    },
    [scrollTo, showRow],
  );
  const onMatch = useCallback(
    (offset: number, length: number) => {
      select(offset, length);
      go(offset, true);
    },
    [select, go],
  );
  const search = useSearch(file, onMatch);

  // Stable, as the memoised grid's other props are: a search's progress then re-renders the search bar alone.
  const onGridKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!onKey(event.key, event.shiftKey, event.ctrlKey || event.metaKey, visibleRows)) return;
      event.preventDefault();
    },
    [onKey, visibleRows],
  );
  // Wherever the cursor went (keys, a drag past the edge), its row comes on screen.
  useEffect(() => go(cursor.at, false), [cursor.at, go]);

  const [from, to] = selectedRange(cursor);
  return (
    <Panel title={file.name}>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="hex-size">
        {HEX_TEXTS.size(file.size)}
      </p>
      {file.size === 0 ? (
        <EmptyState title={HEX_TEXTS.emptyTitle} message={HEX_TEXTS.empty} />
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-4">
            <GotoField
              size={file.size}
              onGo={(offset) => {
                moveTo(offset);
                go(offset, true);
              }}
            />
          </div>
          <SearchBar search={search} digits={digits} />
          <div className="grid gap-4 xl:grid-cols-[auto_minmax(18rem,1fr)]">
            <div className="flex min-w-0 flex-col gap-2">
              <HexGrid
                pages={pages}
                name={file.name}
                cursor={cursor}
                matches={search.matches}
                topRow={scroll.topRow}
                visibleRows={visibleRows}
                contentPx={scroll.contentPx}
                boxRef={scroll.box}
                onScroll={scroll.onScroll}
                onPick={moveTo}
                onKey={onGridKey}
              />
              <SelectionBar pages={pages} from={from} to={to} at={cursor.at} digits={digits} />
            </div>
            <Inspector pages={pages} at={cursor.at} digits={digits} />
          </div>
        </>
      )}
    </Panel>
  );
}

/**
 * Hex viewer: a file of any size opened at once, since only the rows on screen are read (Blob.slice, a few pages
 * kept); offset, hex and text like xxd, go to an offset, a whole-file search in the worker, a byte inspector and
 * copying a selection as hex, a C array or Base64. Nothing is uploaded.
 */
export default function HexViewer() {
  const [file, setFile] = useState<File | null>(null);
  const open = useCallback((files: File[]) => setFile(files[0] ?? null), []);
  useInitialFiles(open); // a file dropped on the home page
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
        {HEX_TEXTS.privacy}
      </p>
      <Panel title={HEX_TEXTS.fileTitle}>
        <FileDrop
          onFiles={open}
          label={HEX_TEXTS.dropFile}
          hint={HEX_TEXTS.dropHint}
          loaded={file}
          onClear={() => setFile(null)}
          clearLabel={HEX_TEXTS.close}
        />
      </Panel>
      {file && <FileView key={`${file.name}-${file.size}-${file.lastModified}`} file={file} />}
    </div>
  );
}
