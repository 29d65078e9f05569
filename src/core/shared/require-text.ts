import { ToolError } from './tool-error';

/** Throws `message` when the input is empty or only whitespace (the action button is disabled only when empty). */
export function requireText(input: string, message: string): void {
  if (input.trim() === '') throw new ToolError(message);
}
