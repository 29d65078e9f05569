import { memo, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { asciiChar, BYTES_PER_ROW, formatOffset, hexByte, offsetDigits, rowCount, type PageCache } from './core';
import { HEX_TEXTS } from './core/messages';
import { selectedRange, type Cursor } from './useCursor';
import { ROW_HEIGHT } from './useRowScroll';
import { useBytes } from './useBytes';
import type { Matches } from './useSearch';

/** What a byte is marked as, strongest first. */
type Mark = 'cursor' | 'selected' | 'current' | 'match' | null;

const MARK_CLASS: Record<Exclude<Mark, null>, string> = {
  cursor: 'bg-indigo-600 text-white',
  selected: 'bg-indigo-100 text-slate-900 dark:bg-indigo-900 dark:text-white',
  current: 'bg-amber-400 text-slate-900',
  match: 'bg-amber-100 text-slate-900 dark:bg-amber-900 dark:text-white',
};

/** The first listed match that ends after `offset` (binary search over the sorted offsets). */
function firstMatchEndingAfter(offsets: readonly number[], length: number, offset: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] + length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Each byte's mark in [start, end), from the cursor, the selection and the listed search matches. */
function marksFor(start: number, end: number, cursor: Cursor, matches: Matches | null) {
  const marks: Mark[] = new Array<Mark>(end - start).fill(null);
  /** Bytes in a listed match, whatever else marks them (a match is selected when stepped to). */
  const inMatch = new Uint8Array(end - start);
  if (matches) {
    const { offsets, length, current } = matches;
    for (let i = firstMatchEndingAfter(offsets, length, start); i < offsets.length && offsets[i] < end; i++)
      for (let o = Math.max(start, offsets[i]); o < Math.min(end, offsets[i] + length); o++) {
        marks[o - start] = i === current ? 'current' : (marks[o - start] ?? 'match');
        inMatch[o - start] = 1;
      }
  }
  const [from, to] = selectedRange(cursor);
  if (cursor.anchor !== null)
    for (let o = Math.max(start, from); o <= Math.min(end - 1, to); o++) marks[o - start] = 'selected';
  if (cursor.at >= start && cursor.at < end) marks[cursor.at - start] = 'cursor';
  return { marks, inMatch };
}

interface HexGridProps {
  pages: PageCache;
  name: string;
  cursor: Cursor;
  matches: Matches | null;
  topRow: number;
  visibleRows: number;
  contentPx: number;
  boxRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** A byte pressed (extend: Shift held, or the mouse dragged with the button down). */
  onPick: (offset: number, extend: boolean) => void;
  onKey: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The byte offset a mouse event is over (the `data-o` of the hex or text cell), or null. */
const offsetOf = (event: MouseEvent) => {
  const o = (event.target as HTMLElement).closest<HTMLElement>('[data-o]')?.dataset.o;
  return o === undefined ? null : Number(o);
};

/**
 * The rows on screen, like `xxd`: offset, 16 bytes in hex, the same as text. Only these rows exist in the page and
 * only their bytes are read; the scroll area's height stands for the whole file (see useRowScroll).
 */
export const HexGrid = memo(function HexGrid(props: HexGridProps) {
  const { pages, name, cursor, matches, topRow, visibleRows, contentPx, boxRef, onScroll, onPick, onKey } = props;
  const start = topRow * BYTES_PER_ROW;
  const length = visibleRows * BYTES_PER_ROW;
  const { bytes, error } = useBytes(pages, start, length);
  const digits = offsetDigits(pages.size);
  const rows = Math.min(visibleRows, rowCount(pages.size) - topRow);
  const { marks, inMatch } = marksFor(start, start + length, cursor, matches);

  const cell = (o: number, text: string, wide: boolean) => {
    const mark = marks[o - start];
    return (
      <span
        key={o}
        data-o={o}
        id={wide && o === cursor.at ? 'hex-cursor' : undefined}
        role={wide ? 'gridcell' : undefined}
        aria-selected={wide ? mark === 'cursor' || mark === 'selected' : undefined}
        className={`${mark ? MARK_CLASS[mark] : ''} ${inMatch[o - start] ? 'match' : ''}`}
      >
        {text}
      </span>
    );
  };

  const rowAt = (r: number) => {
    const offset = start + r * BYTES_PER_ROW;
    const rowBytes = bytes?.subarray(r * BYTES_PER_ROW, (r + 1) * BYTES_PER_ROW);
    const hexCells = [];
    const textCells = [];
    for (let i = 0; i < (rowBytes?.length ?? 0); i++) {
      if (i > 0) hexCells.push(i === 8 ? '  ' : ' '); // spaced as read aloud and as copied, a wider gap mid-row
      hexCells.push(cell(offset + i, hexByte(rowBytes![i]), true));
      textCells.push(cell(offset + i, asciiChar(rowBytes![i]), false));
    }
    return (
      <div
        key={offset}
        role="row"
        aria-rowindex={topRow + r + 1}
        data-testid="hex-row"
        className="flex items-center whitespace-pre"
        style={{ height: ROW_HEIGHT }}
      >
        <span role="rowheader" className="shrink-0 pr-2 text-slate-600 dark:text-slate-400">
          {formatOffset(offset, digits)}
        </span>
        <span className="w-[52ch] shrink-0" data-testid="hex-bytes">
          {' '}
          {hexCells}
        </span>
        <span role="gridcell" data-testid="hex-text">
          {'  '}
          {textCells}
        </span>
      </div>
    );
  };

  return (
    <div
      ref={boxRef}
      role="grid"
      aria-label={HEX_TEXTS.gridLabel(name)}
      aria-rowcount={rowCount(pages.size)}
      aria-colcount={18}
      aria-activedescendant={cursor.at >= start && cursor.at < start + length ? 'hex-cursor' : undefined}
      aria-multiselectable="true"
      tabIndex={0}
      data-testid="hex-grid"
      onScroll={onScroll}
      onKeyDown={onKey}
      onMouseDown={(event) => {
        const o = offsetOf(event);
        if (o === null || event.button !== 0) return;
        event.preventDefault(); // no text selection of the page; the grid keeps the focus
        event.currentTarget.focus();
        onPick(o, event.shiftKey);
      }}
      onMouseMove={(event) => {
        // Dragging with the button held extends the selection.
        const o = event.buttons === 1 ? offsetOf(event) : null;
        if (o !== null) onPick(o, true);
      }}
      className="relative select-none overflow-x-auto overflow-y-scroll rounded-lg border border-slate-200 font-mono text-[13px] focus-ring dark:border-slate-700"
      style={{ height: visibleRows * ROW_HEIGHT + 2 }}
    >
      <div style={{ height: contentPx, minWidth: 'max-content' }}>
        <div className="sticky top-0 px-2" style={{ height: visibleRows * ROW_HEIGHT }}>
          {error ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : (
            Array.from({ length: Math.max(0, rows) }, (_, r) => rowAt(r))
          )}
        </div>
      </div>
    </div>
  );
});
