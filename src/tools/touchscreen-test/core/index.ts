/**
 * Touchscreen test: the fill-the-grid coverage (a swipe marks every cell its path crosses, so a fast stroke leaves no
 * gaps between two samples), as data the view words (../reading.ts). Pure: the view feeds positions.
 */

export interface Grid {
  columns: number;
  rows: number;
  /** One flag per cell, row after row. */
  filled: Uint8Array;
  count: number;
}

export function newGrid(columns: number, rows: number): Grid {
  const c = Math.max(1, Math.floor(columns));
  const r = Math.max(1, Math.floor(rows));
  return { columns: c, rows: r, filled: new Uint8Array(c * r), count: 0 };
}

/** The grid for an area: cells about `cellPx` wide and tall, between 4 and 40 a side. */
export function gridFor(width: number, height: number, cellPx = 48): Grid {
  const side = (length: number) =>
    Math.min(40, Math.max(4, Math.round((Number.isFinite(length) ? length : 0) / cellPx)));
  return newGrid(side(width), side(height));
}

/** The cell index under a point in a `width` × `height` area, or -1 outside it. */
export function cellAt(grid: Grid, x: number, y: number, width: number, height: number): number {
  if (!(width > 0 && height > 0) || !(x >= 0 && x < width && y >= 0 && y < height)) return -1;
  const column = Math.min(grid.columns - 1, Math.floor((x / width) * grid.columns));
  const row = Math.min(grid.rows - 1, Math.floor((y / height) * grid.rows));
  return row * grid.columns + column;
}

function fill(grid: Grid, cell: number): void {
  if (cell >= 0 && grid.filled[cell] === 0) {
    grid.filled[cell] = 1;
    grid.count++;
  }
}

/**
 * Marks every cell on the straight path from one sample to the next (in place: it runs per pointer event).
 * Sampled at a quarter of a cell, so no cell the path crosses is skipped but a corner it only grazes.
 */
export function markStroke(
  grid: Grid,
  from: { x: number; y: number },
  to: { x: number; y: number },
  width: number,
  height: number,
): void {
  const cellW = width / grid.columns;
  const cellH = height / grid.rows;
  const distance = Math.max(Math.abs(to.x - from.x) / cellW, Math.abs(to.y - from.y) / cellH);
  const steps = Number.isFinite(distance) ? Math.min(4 * grid.columns * grid.rows, Math.ceil(distance * 4)) : 0;
  for (let i = 0; i <= steps; i++) {
    const t = steps === 0 ? 1 : i / steps;
    fill(grid, cellAt(grid, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, width, height));
  }
}

/** The share of cells filled, in whole percent (100 only when every cell is). */
export function coveragePercent(grid: Pick<Grid, 'count' | 'columns' | 'rows'>): number {
  const total = grid.columns * grid.rows;
  const percent = Math.floor((grid.count / total) * 100);
  return grid.count === total ? 100 : Math.min(99, percent);
}

export interface TouchPoint {
  id: number;
  x: number;
  y: number;
  radiusX: number;
  radiusY: number;
  /** 0..1; 0 where the device reports none. */
  force: number;
}
