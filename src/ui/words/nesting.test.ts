import { describe, expect, it } from 'vitest';
import { nestingError, withinNestingLimit } from '../../core/shared/nesting';
import './nesting';

describe('the nesting limit says the action refused and the limit', () => {
  it.each([
    ['format', 'format'],
    ['minify', 'minify'],
    ['validate', 'validate'],
    ['compare', 'compare'],
    ['convert', 'convert'],
    ['optimise', 'optimise'],
    ['generateTypes', 'generate types'],
    ['generateSchema', 'generate a schema for'],
  ] as const)('%s', (action, verb) => {
    expect(nestingError(action, 1_000).message).toBe(
      `Nested too deeply to ${verb}: the limit is 1,000 levels. The input is not invalid; this tool cannot go deeper.`,
    );
  });

  it('turns a stack overflow into the limit', async () => {
    const overflow = () => Promise.reject(new RangeError('Maximum call stack size exceeded'));
    await expect(withinNestingLimit(overflow, 'convert', 500)).rejects.toThrow(
      'Nested too deeply to convert: the limit is 500 levels.',
    );
  });
});
