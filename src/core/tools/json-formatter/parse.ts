import { ToolError } from '../../shared/tool-error';
import { formatJson } from '.';
import { JsonSyntaxError } from './scan';

/**
 * A JSON text parsed (one of a tool's inputs: a diff's side, a document or its schema); a fault is said under
 * `title` with its line and column, found by the formatter's checker (JSON.parse's message does not give them the
 * same way in every engine). `input` is the kit option of the editor holding the text, when it is not the main one.
 */
export function parseJsonInput(text: string, title: string, input?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      formatJson(text, { indent: '2', sortKeys: false }, 0);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      throw new ToolError(title, error.description, input ? { ...error.at!, input } : error.at);
    }
    throw new ToolError(title);
  }
}
