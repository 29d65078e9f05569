/**
 * JSON text to a value, for the converters' JSON → X side: the engine's JSON.parse (the fastest reader there is), and
 * on a fault this formatter's tokenizer, which says what and where (line and column) as the JSON formatter does.
 */
import { messageOf, ToolError } from '../../shared/tool-error';
import { formatJson, JsonSyntaxError } from '.';
import { measureJson } from './measure';

const encoder = new TextEncoder();

/** The value of a JSON text; bad JSON throws 'Invalid JSON' with the reason, line and column of its first fault. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      // Only minified output (a limit of 0 bytes for the formatted one): it is the fault's position that is wanted.
      formatJson(text, { indent: '2', sortKeys: false }, 0);
    } catch (fault) {
      if (fault instanceof JsonSyntaxError) throw fault;
    }
    throw new ToolError('Invalid JSON', messageOf(error));
  }
}

/** The deepest nesting of objects and arrays in a JSON text (one cheap pass; the text need not be valid). */
export const jsonDepth = (text: string): number => measureJson(encoder.encode(text)).depth;
