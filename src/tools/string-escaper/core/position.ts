import type { TextPosition } from '../../../core/shared/text-position';
import { ToolError } from '../../../core/shared/tool-error';
import { STRING_ESCAPER_MESSAGES as M } from './messages';

/** The 1-based line and column of `index` in `text` (columns count UTF-16 units, as editors do). */
export function positionOf(text: string, index: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** A bad escape at `index` of `text`, in the tool's words with its line and column. */
export function escapeError(text: string, index: number, reason: string): ToolError {
  const at = positionOf(text, index);
  return new ToolError(M.badEscape, `${reason} (line ${at.line}, column ${at.column})`, at);
}
