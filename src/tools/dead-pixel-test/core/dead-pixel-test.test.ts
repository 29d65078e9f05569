import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrowMove, clampSquare, FLASH_COLOURS, flashColour, PATTERNS, stageAction, stepPattern } from '.';

describe('the pattern sequence', () => {
  it('shows the nine solid colours, then two gradients and the checkerboard', () => {
    expect(PATTERNS.map((p) => p.id)).toEqual([
      'black',
      'white',
      'red',
      'green',
      'blue',
      'cyan',
      'magenta',
      'yellow',
      'grey',
      'greyscale',
      'spectrum',
      'checkerboard',
    ]);
    expect(PATTERNS.find((p) => p.id === 'red')?.background).toBe('#ff0000');
  });

  it('steps on and back, wrapping at both ends', () => {
    expect(stepPattern(0, 1)).toBe(1);
    expect(stepPattern(0, -1)).toBe(PATTERNS.length - 1);
    expect(stepPattern(PATTERNS.length - 1, 1)).toBe(0);
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 30 }), (i, d, n) => {
        const next = stepPattern(i, d, n);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(n);
        expect(stepPattern(next, -d, n)).toBe(i % n);
      }),
      { numRuns: 200 },
    );
  });

  it('maps keys: Space and the arrows step, Left goes back, Esc leaves, others do nothing', () => {
    expect(stageAction(' ')).toBe('next');
    expect(stageAction('ArrowRight')).toBe('next');
    expect(stageAction('ArrowLeft')).toBe('back');
    expect(stageAction('Escape')).toBe('leave');
    expect(stageAction('a')).toBeNull();
    expect(stageAction('constructor')).toBeNull();
  });
});

describe('the stuck-pixel exerciser', () => {
  it('cycles its colours every 50 ms', () => {
    expect([0, 49, 50, 100, 150, 200, 250].map(flashColour)).toEqual([
      '#ff0000',
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffffff',
      '#000000',
      '#ff0000',
    ]);
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (ms) => {
        expect(FLASH_COLOURS).toContain(flashColour(ms));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the square on screen whatever it is moved to', () => {
    expect(clampSquare({ x: -5, y: 900 }, 20, 800, 600)).toEqual({ x: 0, y: 580 });
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (x, y, size, width, height) => {
          const p = clampSquare({ x, y }, size, width, height);
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(Math.max(0, width - size));
          expect(p.y).toBeLessThanOrEqual(Math.max(0, height - size));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('moves by one pixel per arrow, ten with Shift', () => {
    expect(arrowMove('ArrowLeft', false)).toEqual({ x: -1, y: 0 });
    expect(arrowMove('ArrowDown', true)).toEqual({ x: 0, y: 10 });
    expect(arrowMove(' ', false)).toBeNull();
  });
});
