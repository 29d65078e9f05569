import { ToolError } from './tool-error';

/**
 * Throws `blank` (the tool's fault; a title in words until every tool passes one) when the input is empty or only
 * whitespace (the action button is disabled only when empty).
 */
export function requireText(input: string, blank: () => ToolError): void;
/** @deprecated A title in words: pass the tool's fault (issue 54). */
export function requireText(input: string, blank: string): void;
export function requireText(input: string, blank: string | (() => ToolError)): void {
  if (input.trim() === '') throw typeof blank === 'string' ? new ToolError(blank) : blank();
}
