import type { TextPosition } from './text-position';

/**
 * The one way a tool reports an expected failure (bad input, in the spec's words): its core logic throws a
 * ToolError, a worker task's ToolError reaches the caller intact (the pool rejects with it and keeps the
 * worker), and the view shows it with `notifyToolError` or beside the field.
 * `title` and `description` are shown as a toast; `message` is the spec's full sentence,
 * e.g. 'Decoding Error: Unable to decode. Make sure the input is valid Base64.'
 * `at` is where in the input the fault is (a parse error), so an editor can jump there.
 */
export class ToolError extends Error {
  readonly title: string;
  readonly description: string | undefined;
  readonly at: TextPosition | undefined;

  constructor(title: string, description?: string, at?: TextPosition) {
    const said = description === undefined ? undefined : clipMessage(description);
    super(said ? `${title}: ${said}` : title);
    this.name = 'ToolError';
    this.title = title;
    this.description = said;
    this.at = at;
  }
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
