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
