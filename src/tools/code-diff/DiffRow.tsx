import type { ReactNode } from 'react';
import { formatCount } from '../../core/shared/format';
import { CODE_DIFF_TEXTS, NO_NEWLINE_AT_END } from './core/messages';
import type { Ranges } from './core/words';
import { ADDED, CHANGED, FOLD, NO_NEWLINE, REMOVED, ROW_FIELDS } from './core/rows';
import type { DiffLines } from './lines';

/** Each row is this tall (the list places rows by arithmetic). */
export const ROW_HEIGHT = 20;

/** 'no-newline': GNU's marker after a file's last line that lacks its newline. */
type Tone = 'same' | 'added' | 'removed' | 'empty' | 'no-newline';

const TONE: Record<Tone, string> = {
  same: 'text-slate-800 dark:text-slate-200',
  added: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  // Dark red at half strength over the card: a muted red, no louder than the added lines' green.
  removed: 'bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100',
  empty: 'bg-slate-50 dark:bg-slate-800/50',
  'no-newline': 'italic text-slate-600 dark:text-slate-400',
};

const WORD: Record<'added' | 'removed', string> = {
  added: 'rounded-sm bg-green-200 dark:bg-green-800',
  removed: 'rounded-sm bg-red-200 dark:bg-red-900/60',
};

const PREFIX: Record<Tone, string> = { same: ' ', added: '+', removed: '-', empty: ' ', 'no-newline': ' ' };

/** A line's text with the changed words marked. */
function Highlighted({ text, ranges, tone }: { text: string; ranges: Ranges | undefined; tone: Tone }) {
  if (!ranges?.length || (tone !== 'added' && tone !== 'removed')) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <span key={start} className={WORD[tone]}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const number = (line: number) => (line < 0 ? '' : String(line + 1));

interface CellProps {
  tone: Tone;
  text: string;
  ranges?: Ranges;
  numbers: string[];
  /** A column of the side-by-side view: its text moves with the list's sideways scroll, its numbers stay. */
  scrolls?: boolean;
}

/** The text, moved left by the list's sideways scroll in a column that keeps its place. */
const SCROLLED_TEXT = 'inline-block [translate:calc(var(--scroll-x,0px)*-1)_0]';

/** Line numbers, the '+'/'-' mark and the text, in one tone. */
function Cell({ tone, text, ranges, numbers, scrolls = false }: CellProps) {
  const line = (
    <span className={`pr-4 whitespace-pre ${scrolls ? SCROLLED_TEXT : ''}`} data-text>
      <Highlighted text={text} ranges={ranges} tone={tone} />
    </span>
  );
  return (
    <div className={`flex h-full min-w-0 flex-1 items-center leading-5 ${TONE[tone]}`} data-kind={tone}>
      {numbers.map((n, k) => (
        <span key={k} className="w-12 shrink-0 pr-2 text-right text-slate-600 select-none dark:text-slate-400">
          {n}
        </span>
      ))}
      <span className="w-4 shrink-0 text-center select-none">{PREFIX[tone]}</span>
      {scrolls ? <span className="min-w-0 flex-1 overflow-hidden">{line}</span> : line}
    </div>
  );
}

function Fold({ count, onExpand }: { count: number; onExpand: () => void }) {
  return (
    <div className="flex h-full flex-1 items-center bg-slate-100 pl-2 dark:bg-slate-800" data-kind="fold">
      <button
        type="button"
        onClick={onExpand}
        className="rounded px-2 font-sans text-xs text-indigo-700 hover:underline focus-ring dark:text-indigo-300"
      >
        {CODE_DIFF_TEXTS.showUnchanged(formatCount(count), count === 1)}
      </button>
    </div>
  );
}

interface RowProps {
  rows: Int32Array;
  index: number;
  lines: DiffLines;
  onExpand: (oldLine: number) => void;
}

/** One row of the unified view: old and new line numbers, mark, text. */
export function UnifiedRow({ rows, index, lines, onExpand }: RowProps) {
  const [kind, o, n, extra] = rows.subarray(index * ROW_FIELDS, (index + 1) * ROW_FIELDS);
  if (kind === FOLD) return <Fold count={extra} onExpand={() => onExpand(o)} />;
  if (kind === NO_NEWLINE) return <Cell tone="no-newline" text={NO_NEWLINE_AT_END} numbers={['', '']} />;
  if (kind === REMOVED) {
    const ranges = extra >= 0 ? lines.changedWords(o, extra)?.old : undefined;
    return <Cell tone="removed" text={lines.oldLine(o)} ranges={ranges} numbers={[number(o), '']} />;
  }
  if (kind === ADDED) {
    const ranges = extra >= 0 ? lines.changedWords(extra, n)?.new : undefined;
    return <Cell tone="added" text={lines.newLine(n)} ranges={ranges} numbers={['', number(n)]} />;
  }
  return <Cell tone="same" text={lines.oldLine(o)} numbers={[number(o), number(n)]} />;
}

/**
 * A side-by-side row as wide as the list's box, kept in place while the list scrolls sideways (its columns' text
 * moves instead, all together).
 */
const SPLIT_ROW = 'sticky left-0 flex h-full w-[100cqw]';

/** Side by side: the marker under each text whose last line lacks its newline. */
function SplitMarker({ old, now }: { old: boolean; now: boolean }) {
  const half = (shown: boolean) => (
    <Cell tone={shown ? 'no-newline' : 'empty'} text={shown ? NO_NEWLINE_AT_END : ''} numbers={['']} scrolls />
  );
  return (
    <div className={SPLIT_ROW}>
      <div className="flex w-1/2 overflow-hidden border-r border-slate-200 dark:border-slate-700">{half(old)}</div>
      <div className="flex w-1/2 overflow-hidden">{half(now)}</div>
    </div>
  );
}

/** One row of the side-by-side view: the old line on the left, the new one on the right. */
export function SplitRow({ rows, index, lines, onExpand }: RowProps) {
  const [kind, o, n, extra] = rows.subarray(index * ROW_FIELDS, (index + 1) * ROW_FIELDS);
  if (kind === FOLD)
    return (
      <div className={SPLIT_ROW}>
        <Fold count={extra} onExpand={() => onExpand(o)} />
      </div>
    );
  if (kind === NO_NEWLINE) return <SplitMarker old={o >= 0} now={n >= 0} />;
  const changed = kind === CHANGED;
  const words = changed && o >= 0 && n >= 0 ? lines.changedWords(o, n) : null;
  return (
    <div className={SPLIT_ROW}>
      <div className="flex w-1/2 overflow-hidden border-r border-slate-200 dark:border-slate-700">
        <Cell
          scrolls
          tone={o < 0 ? 'empty' : changed ? 'removed' : 'same'}
          text={o < 0 ? '' : lines.oldLine(o)}
          ranges={words?.old}
          numbers={[number(o)]}
        />
      </div>
      <div className="flex w-1/2 overflow-hidden">
        <Cell
          scrolls
          tone={n < 0 ? 'empty' : changed ? 'added' : 'same'}
          text={n < 0 ? '' : lines.newLine(n)}
          ranges={words?.new}
          numbers={[number(n)]}
        />
      </div>
    </div>
  );
}
