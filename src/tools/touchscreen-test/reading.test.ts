import { describe, expect, it } from 'vitest';
import { markStroke, newGrid } from './core';
import { describePressure, describeSize, touchSummary } from './reading';

describe('touch points and the summary', () => {
  it('shows size and pressure, and says when pressure is not reported', () => {
    expect(describeSize({ radiusX: 5, radiusY: 12.34 })).toBe('5.0 × 12.3 px');
    expect(describePressure(0.5)).toBe('pressure 0.50');
    expect(describePressure(0)).toBe('pressure not reported');
  });

  it('sums up touches against the device, and the grid', () => {
    const grid = newGrid(10, 10);
    expect(touchSummary(0, 10, grid)).toBeNull();
    markStroke(grid, { x: 0, y: 5 }, { x: 99, y: 5 }, 100, 100);
    expect(touchSummary(3, 10, grid)).toBe('3 touches at once (device reports 10), 10% of the grid covered');
    expect(touchSummary(1, null, grid)).toBe('1 touch at once, 10% of the grid covered');
  });
});
