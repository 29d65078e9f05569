import { useMemo, useRef, useState, type RefObject } from 'react';
import { CODE_DIFF_TEXTS } from './core/messages';
import { buildRows, type RowOptions } from './core/rows';
import { Button } from '../../ui/components/Button';
import { DiffLines } from './lines';
import { ROW_HEIGHT, SplitRow, UnifiedRow } from './DiffRow';
import { VirtualList } from '../../ui/components/VirtualList';

/** The height of the result's scrolling box. */
const VIEW_HEIGHT = 560;
/** Unchanged lines kept around each change when folding (as in a unified patch). */
const CONTEXT = 3;

interface DiffViewProps {
  blocks: Int32Array;
  lines: DiffLines;
  layout: RowOptions['layout'];
  collapse: boolean;
}

function scrollToRow(box: RefObject<HTMLDivElement | null>, row: number) {
  // A few rows of context above the change.
  box.current?.scrollTo({ top: Math.max(0, (row - CONTEXT) * ROW_HEIGHT) });
}

/** Previous / next change, and where the reader is. */
function ChangeNavigation({ changeRows, box }: { changeRows: Int32Array; box: RefObject<HTMLDivElement | null> }) {
  const [current, setCurrent] = useState(-1);
  const go = (step: 1 | -1) => {
    const next = Math.min(changeRows.length - 1, Math.max(0, current + step));
    setCurrent(next);
    scrollToRow(box, changeRows[next]);
  };
  const total = changeRows.length;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => go(-1)} disabled={current <= 0}>
        {CODE_DIFF_TEXTS.previousChange}
      </Button>
      <Button variant="secondary" onClick={() => go(1)} disabled={current >= total - 1}>
        {CODE_DIFF_TEXTS.nextChange}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="change-position" aria-live="polite">
        {total === 0
          ? CODE_DIFF_TEXTS.noChanges
          : current < 0
            ? CODE_DIFF_TEXTS.changeCount(total)
            : CODE_DIFF_TEXTS.changeOf(current + 1, total)}
      </span>
    </div>
  );
}

/** The diff in one layout: only the rows on screen are rendered, however long the texts. */
export function DiffView({ blocks, lines, layout, collapse }: DiffViewProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const box = useRef<HTMLDivElement>(null);
  const { rows, count, changeRows } = useMemo(
    () => buildRows(blocks, lines.ends, { layout, collapse, context: CONTEXT, expanded }),
    [blocks, lines, layout, collapse, expanded],
  );
  const expand = (oldLine: number) => setExpanded((open) => new Set(open).add(oldLine));
  const Row = layout === 'unified' ? UnifiedRow : SplitRow;
  return (
    <div className="flex flex-col gap-3">
      <ChangeNavigation changeRows={changeRows} box={box} />
      <VirtualList
        count={count}
        rowHeight={ROW_HEIGHT}
        height={VIEW_HEIGHT}
        label={layout === 'unified' ? CODE_DIFF_TEXTS.unifiedDiff : CODE_DIFF_TEXTS.sideBySideDiff}
        scrollRef={box}
        sideways={layout === 'unified' ? 'wide' : { columns: lines.widest }}
        testId="diff-view"
        renderRow={(index) => <Row rows={rows} index={index} lines={lines} onExpand={expand} />}
      />
    </div>
  );
}
