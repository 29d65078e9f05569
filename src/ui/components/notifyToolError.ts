import { messageOf, ToolError } from '../../core/shared/tool-error';
import { isAbortError } from '../../workers/protocol';
import { notify, notifyErrorUnlessVisible } from '../notify';

/** The title of a failure no tool names (the spec has no generic error words; this is the site's). */
export const FAULT_TITLE = 'Something went wrong';

/**
 * The one way a view reports a failed job or action:
 * - a ToolError (bad input, in the spec's words) shows its title and description;
 * - a cancelled job (an AbortError) shows nothing: the job's own status already says 'Cancelled';
 * - anything else (a worker that failed, a bug) shows `faultTitle` (the tool's, e.g. 'Failed to generate hashes',
 *   or FAULT_TITLE) with what the error says, and goes to the console.
 */
export function notifyToolError(error: unknown, faultTitle = FAULT_TITLE): void {
  if (isAbortError(error)) return;
  if (error instanceof ToolError) {
    notify.error(error.title, error.description);
    return;
  }
  console.error(error);
  notify.error(faultTitle, messageOf(error));
}

/** The message shown with `text` beside a field on the page (an inline error is an alert), if there is one. */
export function inlineMessage(text: string): Element | null {
  if (!text) return null;
  return [...document.querySelectorAll('[role="alert"]')].find((element) => element.textContent === text) ?? null;
}

/**
 * A bad input the view also shows beside its field (`inline`): one place per fault on screen. The message beside the
 * field is the place; the toast shows only when that message is out of view at the moment of the error (scrolled
 * away, or not on the page), or when it leaves out words of the notice. The spec's error texts ("Shown as toasts
 * unless stated") are kept word for word in the message beside the field: issue 53 asks for inline first.
 */
export function notifyToolErrorBeside(error: ToolError, inline: Element | null): void {
  // A message in the tool's own words (the JS formatter's 'Error minifying JavaScript…', where the spec names a
  // notice 'JavaScript Minification Error' too), or one that names only the fault's place, still needs the toast.
  const said = inline?.textContent ?? '';
  const whole = said.includes(error.title) && (!error.description || said.includes(error.description));
  if (!whole) notifyToolError(error);
  else notifyErrorUnlessVisible(inline, error.title, error.description);
}
