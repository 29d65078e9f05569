import { registerFaultWords, wordFault, type FaultData, type FaultMaker, type FaultParams } from './fault-words';
import type { TextPosition } from './text-position';

/**
 * The one way a tool reports an expected failure (bad input, in the spec's words). A core throws one with a code and
 * parameters (`faultsOf`), never words: the view reads `title`, `description` and `message`, worded by the tool's
 * words module (fault-words.ts). A worker task's ToolError reaches the caller intact (the pool rejects with an equal
 * one and keeps the worker). `at` is where in the input the fault is (a parse error), so an editor can jump there.
 * A view's own failure, already in words, is `saidError` (src/ui/components).
 */
export class ToolError extends Error implements FaultData {
  readonly code: string;
  readonly params: FaultParams;
  readonly at: TextPosition | undefined;

  constructor(code: string, params: FaultParams, at?: TextPosition);
  /** @deprecated Words in a core: being replaced by `faultsOf` (issue 54), and by `saidError` in a view. */
  constructor(title: string, description?: string, at?: TextPosition);
  constructor(code: string, params?: FaultParams | string, at?: TextPosition) {
    super();
    this.name = 'ToolError';
    const coded = typeof params === 'object';
    this.code = coded ? code : `${SAID}.error`;
    this.params = coded ? params : { title: code, description: params };
    this.at = at;
  }

  /** The notice's title, e.g. 'Decoding Error'. */
  get title(): string {
    return wordFault(this).title;
  }

  /** What went wrong, cut to MESSAGE_LIMIT characters. */
  get description(): string | undefined {
    const { description } = wordFault(this);
    return description === undefined ? undefined : clipMessage(description);
  }
}

// `message` is a field of Error's type: it is worded on read, as title and description are.
Object.defineProperty(ToolError.prototype, 'message', {
  get(this: ToolError) {
    const { title, description } = this;
    return description ? `${title}: ${description}` : title;
  },
});

/** The namespace of words a view's own errors use: the title and description are the parameters. */
export const SAID = 'said';
registerFaultWords<{ error: { title: string; description?: string } }>(SAID, {
  error: { title: (p) => p.title, description: (p) => p.description },
});

/** A core's fault factory for namespace `namespace` (the tool's id), typed by its table of faults `F`. */
export function faultsOf<F>(namespace: string): FaultMaker<F, ToolError> {
  const make = (key: string, params?: FaultParams, at?: TextPosition) =>
    new ToolError(`${namespace}.${key}`, params ?? {}, at);
  const is = (error: unknown, key?: string): error is ToolError =>
    error instanceof ToolError &&
    (key === undefined ? error.code.startsWith(`${namespace}.`) : error.code === `${namespace}.${key}`);
  return Object.assign(make, { namespace, is }) as FaultMaker<F, ToolError>;
}

/** The longest description a message carries, in characters: a few lines beside a field or in a toast. */
export const MESSAGE_LIMIT = 300;

/**
 * A description cut to MESSAGE_LIMIT characters, with an ellipsis: a parser quotes the token it stopped at ("Unknown
 * word aaaa…"), and a token can be the whole input; a megabyte-long message froze the page laying it out.
 */
export function clipMessage(text: string): string {
  if (text.length <= MESSAGE_LIMIT) return text;
  // Not inside a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[MESSAGE_LIMIT - 2]) ? MESSAGE_LIMIT - 2 : MESSAGE_LIMIT - 1;
  return `${text.slice(0, end)}…`;
}

/** What `messageOf` says of an error that says nothing. */
export const UNKNOWN_ERROR = 'unknown error';

/**
 * What a failure says, for a notice's body or a fault message: an error's message (a DOMException's too), a thrown
 * string or number as written; never empty.
 */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null)
    return ('message' in error && String(error.message)) || UNKNOWN_ERROR;
  if (typeof error === 'string') return error || UNKNOWN_ERROR;
  if (typeof error === 'number' || typeof error === 'bigint' || typeof error === 'boolean') return String(error);
  return UNKNOWN_ERROR;
}

/** What a shared check knows of a fault in the text it read: the reason (a parser's own words) and the place. */
export interface ReasonParams {
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;
}

/** A tool's fault for a shared check (a parser it calls): the check gives the reason and place, the tool its words. */
export type ReasonFault = (params: ReasonParams, at?: TextPosition) => ToolError;

/**
 * A shared check's fault: the caller's `ReasonFault`, or (until every tool passes one; issue 54) a title in words,
 * with `said`, the description as the check words it.
 */
export function reasonFault(title: string | ReasonFault, reason: string, at?: TextPosition, said = reason): ToolError {
  if (typeof title !== 'string') return title({ reason, ...(at ? { line: at.line, column: at.column } : {}) }, at);
  return new ToolError(title, said || undefined, at);
}
