/**
 * Deep nesting in the parsers we call (Prettier, terser, Babel, PostCSS): they recurse once or more per level, so
 * a deep but valid input overflows the worker's call stack. That is a limit of the tool, not a fault of the input:
 * it is said as such, with the limit, never as "invalid".
 */
import { nestingFault, type NestingAction } from './nesting-faults';
import type { ToolError } from './tool-error';

/** The fault for input nested deeper than `limit` levels, refused for `action`. */
export const nestingError = (action: NestingAction, limit: number): ToolError =>
  nestingFault('tooDeep', { action, limit });

/** A nesting refusal (by its code: a ToolError from a worker arrives as a plain ToolError). */
export const isNestingError = (error: ToolError): boolean => nestingFault.is(error, 'tooDeep');

/** The engine's "Maximum call stack size exceeded" (V8, and SpiderMonkey's "too much recursion" alike). */
export const isStackOverflow = (error: unknown): boolean =>
  error instanceof Error && /maximum call stack|too much recursion/i.test(error.message);

/** Runs a library call; a stack overflow in it (deep nesting) becomes `nestingError(action, limit)`. */
export async function withinNestingLimit<T>(run: () => Promise<T>, action: NestingAction, limit: number): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError(action, limit);
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
