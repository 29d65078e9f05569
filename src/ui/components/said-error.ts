import type { TextPosition } from '../../core/shared/text-position';
import { SAID, ToolError } from '../../core/shared/tool-error';

/** A view's own failure, already in words (a core's fault is a code: `faultsOf`). */
export const saidError = (title: string, description?: string, at?: TextPosition): ToolError =>
  new ToolError(`${SAID}.error`, { title, description }, at);
