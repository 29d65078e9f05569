import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { MAX_GRADIENT_CHARS, parseGradient } from './core';
import './words';

const said = (text: string) => {
  try {
    parseGradient(text);
    return 'no error';
  } catch (error) {
    return error instanceof ToolError ? error.message : error;
  }
};

describe("the gradient generator's words", () => {
  it('says what is wrong', () => {
    expect(said('linear-gradient(90deg, red, bleu)')).toBe('Invalid gradient: "bleu" is not a CSS color.');
    expect(said('linear-gradient(90deg,\n  red 10px, blue)')).toBe(
      'Invalid gradient: "10px" is not a position: write a percentage such as 50%.',
    );
    expect(said('linear-gradient(red)')).toBe('Invalid gradient: A gradient needs at least two color stops.');
    expect(said('linear-gradient(red, blue')).toBe('Invalid gradient: The gradient has no closing ")".');
    expect(said('radial-gradient(closest-side, red, blue)')).toBe(
      'Invalid gradient: Unexpected "closest-side" in the radial-gradient\'s settings.',
    );
    expect(said('x'.repeat(MAX_GRADIENT_CHARS + 1))).toBe(
      'Invalid gradient: A gradient here is at most 10,000 characters.',
    );
  });
});
