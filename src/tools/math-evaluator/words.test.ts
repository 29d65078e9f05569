import { describe, expect, it } from 'vitest';
import { evaluateLines, MATH_DEFAULTS } from './core';
import { fault } from './core/faults';
import './words';

const messageOf = (text: string) => {
  try {
    evaluateLines(text, MATH_DEFAULTS);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} evaluated`);
};

describe("the calculator's words", () => {
  it('names the line of a fault, with mathjs its reason', () => {
    expect(messageOf('1 + 1\n1 + * 2')).toBe('Cannot calculate: Line 2: Value expected (char 5)');
    expect(messageOf(`${'('.repeat(9000)}1${')'.repeat(9000)}`)).toBe(
      'Cannot calculate: Line 1: The expression is nested too deeply to read.',
    );
    expect(messageOf('x'.repeat(20_001))).toBe('Cannot calculate: The input is longer than 20,000 characters.');
    expect(messageOf('createUnit("knot2", "0.5 m/s")')).toBe(
      'Cannot calculate: Line 1: createUnit is not available here (it would change the calculator for every line).',
    );
  });

  it('says a run was stopped or failed in the worker', () => {
    expect(fault('tooSlow', { seconds: 2 }).message).toBe(
      'Calculation stopped: It took longer than 2 s (a huge factorial, power or matrix?) and was stopped. Try smaller numbers.',
    );
    expect(fault('crashed', { reason: 'out of memory' }).message).toBe(
      'Calculation failed: The calculator ran out of room (out of memory). Try smaller numbers or matrices.',
    );
  });
});
