import { useCallback, useRef, useState, type ReactNode, type Ref, type UIEvent } from 'react';

interface VirtualListProps {
  /** Rows in all. */
  count: number;
  /** Every row's height in pixels (fixed: the list places rows by arithmetic, never by measuring). */
  rowHeight: number;
  /** Height of the scrolling box in pixels. */
  height: number;
  renderRow: (index: number) => ReactNode;
  /** Accessible name of the scrolling region. */
  label: string;
  /** The scrolling element, for jumping to a row. */
  scrollRef?: Ref<HTMLDivElement>;
  /**
   * Sideways: 'wide', rows as wide as their text, scrolling sideways; 'columns', rows that keep their columns in
   * place (sticky) and move their text by the list's sideways scroll (`--scroll-x`) over `columns` more characters,
   * so every column scrolls together.
   */
  sideways: 'wide' | { columns: number };

  testId?: string;
}

/**
 * The scrolled width for rows of two columns whose text is `columns` characters at most: the box's own width, plus
 * what the widest text needs beyond a column's half of the box (line number, mark and padding: 5rem, border: 1px).
 */
const sidewaysWidth = (columns: number) => `calc(100cqw + max(0px, ${columns}ch + 5rem + 1px - 50cqw))`;

/** Rows drawn beyond the visible ones on each side, so fast scrolling shows no gap. */
const OVERSCAN = 10;

/**
 * A scrolling list that renders only the rows on screen (plus a few), so 100,000 rows cost no more than
 * fifty: the inner box is as tall as all rows, and the rows in view are placed absolutely in it.
 */
export function VirtualList(props: VirtualListProps) {
  const { count, rowHeight, height, renderRow, label, scrollRef, sideways, testId } = props;
  const wide = sideways === 'wide';
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    // Read by the rows' text at once (no render): their columns stay, their text follows the scroll.
    element.style.setProperty('--scroll-x', `${element.scrollLeft}px`);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(element.scrollTop));
  }, []);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div
        key={i}
        className={`absolute left-0 ${wide ? 'min-w-full' : 'right-0'}`}
        style={{ top: i * rowHeight, height: rowHeight }}
      >
        {renderRow(i)}
      </div>,
    );
  }
  return (
    <div
      ref={scrollRef}
      // A read-only multi-line text field, as the site's read-only editors are: focusable, so the keyboard
      // scrolls it, and read as the text on screen.
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
      data-testid={testId}
      className="@container overflow-auto rounded-lg border border-slate-200 font-mono text-[13px] focus-ring dark:border-slate-700"
      style={{ height: Math.min(height, count * rowHeight + 2) }}
    >
      <div
        className="relative min-w-full"
        style={{ height: count * rowHeight, width: wide ? undefined : sidewaysWidth(sideways.columns) }}
      >
        {rows}
      </div>
    </div>
  );
}
