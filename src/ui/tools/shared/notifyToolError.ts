import { messageOf, ToolError } from '../../../core/shared/tool-error';
import { isAbortError } from '../../../workers/protocol';
import { notify } from '../../notify';

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
