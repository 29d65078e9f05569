import type { TextPosition } from '../../../core/shared/text-position';
import type { ToolError } from '../../../core/shared/tool-error';
import { fault, type StringEscaperFaults } from './faults';

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

type Unplaced<K extends keyof StringEscaperFaults> = Omit<StringEscaperFaults[K], 'line' | 'column'>;

/** A bad escape at `index` of `text`: the fault `key`, with its line and column. */
export function escapeError<K extends keyof StringEscaperFaults>(
  text: string,
  index: number,
  key: K,
  ...[params]: object extends Unplaced<K> ? [Unplaced<K>?] : [Unplaced<K>]
): ToolError {
  const at = positionOf(text, index);
  const make = fault as (key: string, params: object, at: TextPosition) => ToolError;
  return make(key, { ...params, line: at.line, column: at.column }, at);
}
