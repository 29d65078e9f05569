import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { STRUCTURED_MESSAGES as M } from './structured-messages';

/**
 * The rows a long table shows at once, and after each Show more: a thousand rows, each with its Copy, took one task of
 * some 160 ms of CPU to render and lay out as you type; a hundred stay well under the 100 ms a person feels.
 */
export const ROWS_AT_ONCE = 100;

/**
 * How many of a table's rows show: ROWS_AT_ONCE, a page more each time `more` is called, back to ROWS_AT_ONCE when
 * the rows are new ones (a new result as you type).
 */
export function useRowsShown(rows: readonly unknown[]): { shown: number; more: () => void } {
  const [state, setState] = useState({ rows, shown: ROWS_AT_ONCE });
  const shown = Math.min(rows.length, state.rows === rows ? state.shown : ROWS_AT_ONCE);
  return { shown, more: () => setState({ rows, shown: shown + ROWS_AT_ONCE }) };
}

/**
 * Under a table that shows only its first rows: how many show, and a Show more button, pressed for you when it
 * scrolls into view (a keyboard presses it too). Copy all and Copy as JSON take every row regardless.
 */
export function MoreRows({ shown, total, more }: { shown: number; total: number; more: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more]);
  return (
    <div
      ref={box}
      data-more-rows=""
      className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
    >
      <p>{M.rowsShown(shown, total)}</p>
      <Button variant="secondary" onClick={more}>
        {M.showMore}
      </Button>
    </div>
  );
}
