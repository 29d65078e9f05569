import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Pixels of one row. */
export const ROW_HEIGHT = 22;
/**
 * The tallest scroll area we lay out, in pixels. Chromium caps an element near 33.5 million pixels, and a 4 GiB file
 * has 268 million rows (5.9 billion pixels): past this, the scroll bar's position stands for a fraction of the file
 * and the rows on screen are computed from it, not laid out (see README, "Scrolling").
 */
export const MAX_SCROLL_PX = 16_000_000;

/** A scroll position mapped to the first row shown, and back; exact (one row per ROW_HEIGHT) while it fits. */
export function scrollGeometry(rows: number, visibleRows: number) {
  const viewPx = visibleRows * ROW_HEIGHT;
  const contentPx = Math.min(rows * ROW_HEIGHT, MAX_SCROLL_PX);
  const maxTop = Math.max(0, rows - visibleRows);
  const maxScroll = Math.max(0, contentPx - viewPx);
  return {
    contentPx,
    maxTop,
    rowAt: (scrollTop: number) =>
      maxScroll === 0 ? 0 : Math.min(maxTop, Math.round((scrollTop / maxScroll) * maxTop)),
    scrollFor: (row: number) => (maxTop === 0 ? 0 : Math.round((row / maxTop) * maxScroll)),
  };
}

/**
 * The first row shown in a grid of `rows` rows, `visibleRows` at a time: moved by the scroll bar, the wheel (handled
 * here, so a notch moves three rows whatever the file's size) and by the view (`showRow`).
 */
export function useRowScroll(rows: number, visibleRows: number) {
  const box = useRef<HTMLDivElement>(null);
  const [topRow, setTopRowState] = useState(0);
  /** topRow for event handlers, current between renders. */
  const top = useRef(0);
  const setTopRow = useCallback((row: number) => {
    top.current = row;
    setTopRowState(row);
  }, []);
  const geometry = useMemo(() => scrollGeometry(rows, visibleRows), [rows, visibleRows]);
  /** The scrollTop we set ourselves: its scroll event must not move the rows again (it is rounded). */
  const ownScroll = useRef<number | null>(null);

  const scrollTo = useCallback(
    (row: number) => {
      const top = Math.max(0, Math.min(geometry.maxTop, Math.round(row)));
      setTopRow(top);
      const element = box.current;
      if (element) {
        const px = geometry.scrollFor(top);
        if (Math.abs(element.scrollTop - px) >= 1) {
          ownScroll.current = px;
          element.scrollTop = px;
        }
      }
    },
    [box, geometry, setTopRow],
  );

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    if (ownScroll.current !== null && Math.abs(element.scrollTop - ownScroll.current) < 1) return;
    ownScroll.current = null;
    setTopRow(geometry.rowAt(element.scrollTop));
  }, [box, geometry, setTopRow]);

  // The wheel moves rows, not pixels (a pixel is thousands of rows in a huge file); passive: false to own it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const lines =
        event.deltaMode === 1
          ? event.deltaY
          : event.deltaMode === 2
            ? event.deltaY * visibleRows
            : event.deltaY / ROW_HEIGHT;
      scrollTo(top.current + (lines > 0 ? Math.max(1, Math.round(lines)) : Math.min(-1, Math.round(lines))));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box, scrollTo, visibleRows]);

  /** Scrolls just enough for `row` to be on screen. */
  const showRow = useCallback(
    (row: number) => {
      if (row < top.current) scrollTo(row);
      else if (row >= top.current + visibleRows) scrollTo(row - visibleRows + 1);
    },
    [scrollTo, visibleRows],
  );

  return { box, topRow, scrollTo, showRow, onScroll, contentPx: geometry.contentPx };
}
