import { expect } from 'vitest';
import { ToolError } from '../../src/core/shared/tool-error';

/** Expects `run` to throw a ToolError with exactly this title (and description: none when omitted). */
export function expectToolError(run: () => unknown, title: string, description?: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ToolError);
  expect(thrown).toMatchObject({ title, description });
}

/** The ToolError `run` throws (the test fails when it throws anything else, or nothing). */
export function toolErrorOf(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return error as ToolError;
  }
  throw new Error('expected a ToolError');
}
