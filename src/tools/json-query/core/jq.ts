/**
 * jq itself (jq-web 0.6.2: jq 1.8 compiled to WebAssembly, numbers kept as written), run on a JSON text or its UTF-8 bytes. The runtime is handed
 * in (`JqRuntime`), loaded by the worker from this site or by the tests from node_modules. jq's own messages are
 * kept, with their place: a filter's line, the input's line and column.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { JSON_QUERY_MESSAGES as M } from './messages';

/** jq-web's module: `raw` runs jq once, like `jq <flags> <filter>` on the input, and returns its standard output. */
export interface JqRuntime {
  raw(input: string | Uint8Array, filter: string, flags?: string[]): string | undefined;
}

/** jq-web's failure: jq's exit code and standard error; a crash of the runtime (out of memory) has neither. */
interface JqFailure {
  exitCode?: number;
  stderr?: string;
  message?: string;
}

/** The runtime stopped for another reason than jq's own error (an abort: out of memory, a trap): it cannot go on. */
export class JqCrash extends Error {
  override name = 'JqCrash';
}

const jqLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('jq: ') && !/^jq: \d+ compile errors?$/.test(line))
    .map((line) => line.replace(/^jq: (error: |error )?/, ''));

/** jq's compile error: its words, and the filter's line where it says one ('at <top-level>, line 1:'). */
function compileError(stderr: string): ToolError {
  const words = jqLines(stderr)
    .map((line) =>
      line.replace(' (Unix shell quoting issues?)', '').replace(/ at <top-level>, line (\d+):?$/, ' (line $1)'),
    )
    .join('; ');
  return new ToolError(M.invalidJq, words || stderr);
}

/** jq's parse error of the input: 'Unfinished JSON term at EOF at line 2, column 0', placed in the input. */
function inputError(line: string): ToolError {
  const place = /at line (\d+), column (\d+)/.exec(line);
  const words = line.replace(/^parse error: /, '');
  if (!place) return new ToolError(M.invalidJson, words);
  // jq counts the column from 0 past the last character read; the editor's columns start at 1.
  return new ToolError(M.invalidJson, words, { line: Number(place[1]), column: Math.max(1, Number(place[2])) });
}

/** A failed run as the tool's ToolError (jq's words) or, for a crash of the runtime, a JqCrash. */
export function jqError(error: unknown): Error {
  const failure = (error ?? {}) as JqFailure;
  if (typeof failure.exitCode !== 'number') {
    const detail = failure.message ?? String(error);
    return new JqCrash(`jq: ${/memory|Aborted|OOM/i.test(detail) ? 'out of memory' : detail.slice(0, 120)}`);
  }
  const stderr = failure.stderr ?? failure.message ?? '';
  if (failure.exitCode === 3) return compileError(stderr);
  const lines = jqLines(stderr);
  const parse = lines.find((line) => line.startsWith('parse error: '));
  if (parse) return inputError(parse);
  // A runtime error: '(at inputString:0): null (null) cannot be matched, as it is not a string'.
  const words = lines.map((line) => line.replace(/^\(at [^)]*\): /, '')).join('; ');
  return new ToolError(M.jqError, words || stderr.trim() || `exit code ${failure.exitCode}`);
}

/** Runs `filter` on the input; its outputs one a line, indented as jq does unless compact. */
export function jqQuery(jq: JqRuntime, input: string | Uint8Array, filter: string, compact: boolean): string {
  if (input.length === 0 || (typeof input === 'string' && input.trim() === '')) throw new ToolError(M.emptyDocument);
  if (filter.trim() === '') throw new ToolError(M.emptyJq);
  try {
    // jq-web ends its output without the last line feed, as the tool shows it, and gives undefined for none.
    return jq.raw(input, filter, compact ? ['-c'] : []) ?? '';
  } catch (error) {
    throw jqError(error);
  }
}
