import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellAt, coveragePercent, gridFor, markStroke, newGrid } from '.';

describe('the grid', () => {
  it('sizes cells about 48 px, 4 to 40 a side', () => {
    expect(gridFor(960, 480)).toMatchObject({ columns: 20, rows: 10 });
    expect(gridFor(10, 100000)).toMatchObject({ columns: 4, rows: 40 });
  });

  it('finds the cell under a point, and none outside', () => {
    const grid = newGrid(4, 2);
    expect(cellAt(grid, 0, 0, 400, 200)).toBe(0);
    expect(cellAt(grid, 399, 199, 400, 200)).toBe(7);
    expect(cellAt(grid, 150, 120, 400, 200)).toBe(5);
    expect(cellAt(grid, 400, 0, 400, 200)).toBe(-1);
    expect(cellAt(grid, -1, 0, 400, 200)).toBe(-1);
  });

  it('fills every cell a fast stroke crosses, not only its two ends', () => {
    const grid = newGrid(10, 10);
    markStroke(grid, { x: 5, y: 55 }, { x: 995, y: 55 }, 1000, 1000);
    expect(grid.count).toBe(10);
    expect(coveragePercent(grid)).toBe(10);
  });

  it('shows 100% only when every cell is filled', () => {
    const grid = newGrid(3, 3);
    for (let row = 0; row < 3; row++)
      markStroke(grid, { x: 0, y: row * 100 + 50 }, { x: 299, y: row * 100 + 50 }, 300, 300);
    expect(coveragePercent(grid)).toBe(100);
    const almost = newGrid(40, 40);
    almost.filled.fill(1, 0, 1599);
    almost.count = 1599;
    expect(coveragePercent(almost)).toBe(99);
  });

  it('only ever grows, stays between 0 and 100, and counts what it marks', () => {
    const point = fc.record({ x: fc.double({ min: -100, max: 1100 }), y: fc.double({ min: -100, max: 900 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(point, point), { maxLength: 20 }), (strokes) => {
        const grid = gridFor(1000, 800);
        let before = 0;
        for (const [from, to] of strokes) {
          markStroke(grid, from, to, 1000, 800);
          expect(grid.count).toBeGreaterThanOrEqual(before);
          before = grid.count;
        }
        expect(grid.count).toBe(grid.filled.reduce((sum, cell) => sum + cell, 0));
        const percent = coveragePercent(grid);
        expect(percent >= 0 && percent <= 100).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('survives hostile sizes and positions', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), (x, y, w, h) => {
        const grid = gridFor(w, h);
        markStroke(grid, { x, y }, { x: y, y: x }, w, h);
        expect(grid.count).toBeLessThanOrEqual(grid.columns * grid.rows);
      }),
      { numRuns: 200 },
    );
  });
});
