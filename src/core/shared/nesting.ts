/**
 * Deep nesting in the parsers we call (Prettier, terser, Babel, PostCSS): they recurse once or more per level, so
 * a deep but valid input overflows the worker's call stack. That is a limit of the tool, not a fault of the input:
 * it is said as such, with the limit, never as "invalid".
 */
import { formatCount } from './format';
import { ToolError } from './tool-error';

const TITLE_START = 'Nested too deeply to ';

/** The message for input nested deeper than `limit` levels; `verb` is the action ('format', 'minify', 'validate'). */
export const nestingError = (verb: string, limit: number): ToolError =>
  new ToolError(
    `${TITLE_START}${verb}`,
    `the limit is ${formatCount(limit)} levels. The input is not invalid; this tool cannot go deeper.`,
  );

/** A nesting refusal (by its title: a ToolError from a worker arrives as a plain ToolError). */
export const isNestingError = (error: ToolError): boolean => error.title.startsWith(TITLE_START);

/** The engine's "Maximum call stack size exceeded" (V8, and SpiderMonkey's "too much recursion" alike). */
export const isStackOverflow = (error: unknown): boolean =>
  error instanceof Error && /maximum call stack|too much recursion/i.test(error.message);

/** Runs a library call; a stack overflow in it (deep nesting) becomes `nestingError(verb, limit)`. */
export async function withinNestingLimit<T>(run: () => Promise<T>, verb: string, limit: number): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError(verb, limit);
    throw error;
  }
}

/** The depth of a parsed JSON value, without recursion (it may be deeper than the stack). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}
