import type { TextPosition } from '../text-position';
import { reasonFault, type ReasonFault } from '../tool-error';
import { formatJson } from '.';
import { jsonFault } from './faults';
import { measureJson } from './measure';

const encoder = new TextEncoder();

/** The deprecated title form's description (its words go with it, issue 54): the reason with its place. */
const placed = (reason: string, { line, column }: TextPosition) => `${reason} at line ${line}, column ${column}`;

/**
 * A JSON text parsed (one of a tool's inputs: a diff's side, a document or its schema, a converter's JSON): the
 * engine's JSON.parse, the fastest reader there is; a fault is the caller's `fault` with its reason, line and column,
 * found by the formatter's checker (JSON.parse's message does not give them the same way in every engine). `input` is
 * the kit option of the editor holding the text, when it is not the main one.
 */
export function parseJsonInput(text: string, fault: ReasonFault, input?: string): unknown;
/** @deprecated A title in words: pass the tool's fault (issue 54). */
export function parseJsonInput(text: string, fault: string, input?: string): unknown;
export function parseJsonInput(text: string, fault: string | ReasonFault, input?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      // Only minified output (a limit of 0 bytes for the formatted one): it is the fault's position that is wanted.
      formatJson(text, { indent: '2', sortKeys: false }, 0);
    } catch (error) {
      if (!jsonFault.is(error, 'invalid')) throw error;
      const reason = String(error.params.reason);
      const at = input ? { ...error.at!, input } : error.at;
      throw reasonFault(fault, reason, at, placed(reason, error.at!));
    }
    throw reasonFault(fault, '');
  }
}

/** The value of a converter's JSON text; bad JSON is the JSON engine's own fault, with the reason, line and column. */
export const parseJsonText = (text: string): unknown =>
  parseJsonInput(text, (params, at) => jsonFault('invalid', params, at));

/** The deepest nesting of objects and arrays in a JSON text (one cheap pass; the text need not be valid). */
export const jsonDepth = (text: string): number => measureJson(encoder.encode(text)).depth;
