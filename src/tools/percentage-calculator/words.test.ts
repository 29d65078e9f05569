import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { calculatePercentage, type PercentageMode } from './core';
import { percentageNote } from './note';
import './words';

const calc = (x: string, mode: PercentageMode, y: string) => calculatePercentage(x, { mode, y });

const error = (x: string, mode: PercentageMode, y: string): [string, string | undefined] => {
  try {
    calc(x, mode, y);
  } catch (caught) {
    if (caught instanceof ToolError) return [caught.title, caught.description];
  }
  throw new Error('no ToolError');
};

describe("the percentage calculator's words", () => {
  it('says what was worked out, and how a result that does not end was rounded', () => {
    expect(percentageNote(calc('15', 'of', '80'))).toBe('15% of 80 is 12.');
    expect(percentageNote(calc('50', 'change', '75'))).toContain('a difference of 25');
    const third = percentageNote(calc('1', 'what-percent', '3'));
    expect(third).toContain('33.(3)%');
    expect(third).toContain('rounded half away from zero to 15 significant digits');
  });

  it('names the field that is wrong', () => {
    expect(error('abc', 'of', '1')[0]).toBe('Cannot calculate');
    expect(error('abc', 'of', '1')[1]).toMatch(/^The percentage \(X\) is not a number: "abc"/);
    expect(error('1', 'of', '')[1]).toBe('The number (Y) is empty: type a number.');
    expect(error('1', 'what-percent', '0')[1]).toMatch(/must not be 0/);
    expect(error('0', 'change', '5')[1]).toMatch(/no percentage change from 0/);
    expect(error('1e99999', 'of', '1')[1]).toMatch(/exponent beyond ±1000/);
    expect(error('9'.repeat(101), 'of', '1')[1]).toMatch(/longer than 100 characters/);
  });
});
