/**
 * The calculator: mathjs's expression language, one expression a line, sharing variables and functions down the
 * page; each line's result beside it and a history of `expression = result`. mathjs compiles an expression to
 * JavaScript closures, never through `eval` or `new Function` (checked in node_modules and proven under the site's
 * CSP by the browser test), so it runs with no 'unsafe-eval'. This module is heavy (mathjs, ~600 KB): only the
 * tool's worker and the examples' unit test load it.
 */
import { all, create, type ConfigOptions, type MathJsInstance } from 'mathjs';
import type { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { MAX_MATH_CHARS, type MathOptions } from './options';

export { fault, type MathFaults } from './faults';
export { MATH_DEFAULTS, MAX_MATH_CHARS, type MathOptions } from './options';

const instances = new Map<string, MathJsInstance>();

/** Functions that would change the instance for later runs: refused inside an expression. */
const DISABLED = ['import', 'createUnit'] as const;

/** A function refused inside an expression, by its name. */
class Disabled extends Error {
  constructor(readonly fn: string) {
    super(fn);
  }
}

/** One mathjs instance per number type and precision, made once (7 ms each) and kept. */
function mathFor({ numbers, precision }: MathOptions): MathJsInstance {
  const key = `${numbers}/${precision}`;
  let math = instances.get(key);
  if (!math) {
    const config: ConfigOptions = { number: numbers, precision: Number(precision) };
    math = create(all, config);
    const refuse = (name: string) => () => {
      throw new Disabled(name);
    };
    math.import(Object.fromEntries(DISABLED.map((name) => [name, refuse(name)])), { override: true });
    instances.set(key, math);
  }
  return math;
}

/** A result as text: numbers to the precision without exponent up to that many digits; a function as its name. */
function show(math: MathJsInstance, value: unknown, precision: number): string {
  if (value === undefined) return '';
  if (typeof value === 'function') return (value as { syntax?: string }).syntax ?? value.name;
  if (math.isResultSet(value))
    return (value as unknown as { entries: unknown[] }).entries.map((entry) => show(math, entry, precision)).join('; ');
  // A whole Fraction prints as '2/1': said as '2'.
  return math.format(value, { precision, lowerExp: -9, upperExp: precision }).replace(/\b(\d+)\/1\b(?!\.)/g, '$1');
}

/** A line that holds no expression: blank, or a comment (# or //). */
const isNote = (line: string) => /^\s*(#|\/\/|$)/.test(line);

/** The fault of the line numbered `line`: mathjs's reason, at the column of a syntax error ('(char 5)'). */
function faultOf(error: unknown, line: number): ToolError {
  const char = (error as { char?: unknown }).char;
  const at = { line, column: typeof char === 'number' ? char : 1 };
  if (error instanceof RangeError && /call stack/i.test(error.message)) return fault('tooDeep', { line }, at);
  if (error instanceof Disabled) return fault('disabled', { line, name: error.fn }, at);
  const reason = error instanceof Error ? error.message : String(error);
  return fault('line', { line, reason }, at);
}

export interface MathResults {
  /** One line per input line: its result, or nothing for a blank line or a comment. */
  results: string;
  /** `expression = result` for each expression, in order. */
  history: string;
}

/** Evaluates each line in order with one scope; the first line that fails throws a ToolError at its place. */
export function evaluateLines(text: string, options: MathOptions): MathResults {
  if (text.length > MAX_MATH_CHARS) throw fault('tooLong', { limit: MAX_MATH_CHARS });
  const math = mathFor(options);
  const precision = Number(options.precision);
  const scope = new Map<string, unknown>();
  const results: string[] = [];
  const history: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (isNote(line)) return results.push('');
    let shown: string;
    try {
      shown = show(math, math.evaluate(line, scope), precision);
    } catch (error) {
      throw faultOf(error, index + 1);
    }
    results.push(shown);
    history.push(`${line.trim()} = ${shown}`);
  });
  return { results: results.join('\n'), history: history.join('\n') };
}
