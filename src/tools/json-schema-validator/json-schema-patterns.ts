/**
 * Which of a schema's patterns is running, told to the page as it changes (worker side). cfworker compiles a
 * pattern with the global `new RegExp(pattern, 'u')` each time it tests one; while the validation runs, that global
 * is a subclass that tells the port the pattern's place before compiling it, so the page can name the pattern its
 * time limit stopped (a backtracking test answers nothing and its worker is terminated: the port is the only way out).
 */
import { mayHoldPatterns, schemaPatterns } from './core/patterns';
import { positionsOf } from './core/positions';
import type { TextPosition } from '../../core/shared/text-position';

/** A pattern the validation is running: its text, its pointer in the schema and where that is in the schema's text. */
export interface RunningPattern {
  source: string;
  pointer: string;
  at?: TextPosition;
}

/** Each pattern of the schema's text by its source (the first place it stands); none when it does not parse. */
function patternsOf(schemaText: string): Map<string, RunningPattern> {
  let schema: unknown;
  try {
    schema = JSON.parse(schemaText);
  } catch {
    return new Map();
  }
  const patterns = schemaPatterns(schema);
  const positions = positionsOf(
    schemaText,
    patterns.map(({ pointer }) => pointer),
  );
  const bySource = new Map<string, RunningPattern>();
  for (const { source, pointer } of patterns.reverse())
    bySource.set(source, { source, pointer, at: positions.get(pointer) });
  return bySource;
}

/** Runs `validate` (synchronous) telling `port` each change of the pattern compiled: a RunningPattern or null. */
export function watchingPatterns<R>(schemaText: string, port: MessagePort | undefined, validate: () => R): R {
  const patterns = port && mayHoldPatterns(schemaText) ? patternsOf(schemaText) : new Map<string, RunningPattern>();
  if (!port || patterns.size === 0) return validate();
  const global = globalThis as { RegExp: RegExpConstructor };
  const Native = global.RegExp;
  let last: string | undefined;
  const tell = (source: string) => {
    if (source === last) return;
    last = source;
    port.postMessage(patterns.get(source) ?? null);
  };
  // Only constructed (cfworker writes `new RegExp`), never called.
  global.RegExp = class WatchedRegExp extends Native {
    constructor(source: string | RegExp, flags?: string) {
      tell(typeof source === 'string' ? source : source.source);
      super(source, flags);
    }
  } as unknown as RegExpConstructor;
  try {
    return validate();
  } finally {
    global.RegExp = Native;
  }
}
