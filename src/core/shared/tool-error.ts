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
    super(description ? `${title}: ${description}` : title);
    this.name = 'ToolError';
    this.title = title;
    this.description = description;
    this.at = at;
  }
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
