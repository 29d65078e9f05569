import { ToolError } from '../../../core/shared/tool-error';
import { notify } from '../../notify';

/** Shows a codec failure as the spec's toast; anything unexpected gets a generic notice instead of a crash. */
export function notifyToolError(error: unknown): void {
  if (error instanceof ToolError) notify.error(error.title, error.description);
  else {
    console.error(error);
    notify.error('Something went wrong', 'The input could not be processed. Please check it and try again.');
  }
}
