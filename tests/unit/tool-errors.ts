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

/** The ToolError `run` throws (anything else thrown, or nothing, fails the test). */
export function toolErrorOf(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('Expected a ToolError; nothing was thrown.');
}
