import { reasonFault, type ReasonFault } from '../tool-error';
import { formatJson } from '.';
import { measureJson } from './measure';
import { JsonSyntaxError } from './scan';

const encoder = new TextEncoder();

/**
 * A JSON text parsed (one of a tool's inputs: a diff's side, a document or its schema, a converter's JSON): the
 * engine's JSON.parse, the fastest reader there is; a fault is said under `title` with its reason, line and column,
 * found by the formatter's checker (JSON.parse's message does not give them the same way in every engine). `input` is
 * the kit option of the editor holding the text, when it is not the main one.
 */
export function parseJsonInput(text: string, title: string | ReasonFault, input?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      // Only minified output (a limit of 0 bytes for the formatted one): it is the fault's position that is wanted.
      formatJson(text, { indent: '2', sortKeys: false }, 0);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      throw reasonFault(title, error.reason, input ? { ...error.at!, input } : error.at, error.description);
    }
    throw reasonFault(title, '');
  }
}

/** The value of a converter's JSON text; bad JSON throws 'Invalid JSON' with the reason, line and column. */
export const parseJsonText = (text: string): unknown => parseJsonInput(text, 'Invalid JSON');

/** The deepest nesting of objects and arrays in a JSON text (one cheap pass; the text need not be valid). */
export const jsonDepth = (text: string): number => measureJson(encoder.encode(text)).depth;
