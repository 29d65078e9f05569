import { describe, expect, it } from 'vitest';
import { indexLines } from './core';
import { widestLine } from './lines';

const widest = (text: string) => widestLine(text, indexLines(text));

describe('widestLine', () => {
  it('is the longest line in characters, with or without a final newline', () => {
    expect(widest('')).toBe(0);
    expect(widest('a\nabcd\nab')).toBe(4);
    expect(widest('a\nabcd\nabcdef')).toBe(6);
    expect(widest('abc\n\n')).toBe(3);
  });

  it('counts a tab at its widest (8 columns), on the line that holds it', () => {
    expect(widest('\tx\nabcdef')).toBe(9);
    expect(widest('abcdefghijk\n\t\n\t\t')).toBe(16);
    expect(widest('abcdefghijklmnopq\n\t\tx')).toBe(17);
  });
});
