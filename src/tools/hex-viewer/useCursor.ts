import { useCallback, useState } from 'react';
import { BYTES_PER_ROW } from './core';

/** The cursor (one byte) and, while a range is selected, its other end. */
export interface Cursor {
  at: number;
  anchor: number | null;
}

/** The selected range [from, to] (inclusive): the anchor to the cursor, or the cursor's byte alone. */
export const selectedRange = ({ at, anchor }: Cursor): [number, number] =>
  anchor === null ? [at, at] : [Math.min(at, anchor), Math.max(at, anchor)];

/** How far a key moves the cursor, in bytes, on a grid showing `pageRows` rows; null for other keys. */
function keyStep(key: string, ctrl: boolean, at: number, size: number, pageRows: number): number | null {
  const column = at % BYTES_PER_ROW;
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -BYTES_PER_ROW,
    ArrowDown: BYTES_PER_ROW,
    PageUp: -BYTES_PER_ROW * pageRows,
    PageDown: BYTES_PER_ROW * pageRows,
    Home: ctrl ? -at : -column,
    End: ctrl ? size - 1 - at : BYTES_PER_ROW - 1 - column,
  };
  return key in steps ? steps[key] : null;
}

/** Cursor and selection over a file of `size` bytes, moved by the keys a hex editor uses and by the mouse. */
export function useCursor(size: number) {
  const [cursor, setCursor] = useState<Cursor>({ at: 0, anchor: null });
  const clamp = useCallback((offset: number) => Math.max(0, Math.min(size - 1, offset)), [size]);

  /** Puts the cursor at `offset`; `extend` keeps (or starts) a selection from where it was. */
  const moveTo = useCallback(
    (offset: number, extend = false) =>
      setCursor((c) => ({ at: clamp(offset), anchor: extend ? (c.anchor ?? c.at) : null })),
    [clamp],
  );

  /** Selects [from, from + length) with the cursor on its first byte (a search match). */
  const select = useCallback(
    (from: number, length: number) =>
      setCursor({ at: clamp(from), anchor: length > 1 ? clamp(from + length - 1) : null }),
    [clamp],
  );

  /** Handles a key on the grid; says whether it was one of the cursor's. */
  const onKey = useCallback(
    (key: string, shift: boolean, ctrl: boolean, pageRows: number) => {
      const step = keyStep(key, ctrl, cursor.at, size, pageRows);
      if (step === null) return false;
      moveTo(cursor.at + step, shift);
      return true;
    },
    [cursor.at, size, moveTo],
  );

  return { cursor, moveTo, select, onKey };
}
