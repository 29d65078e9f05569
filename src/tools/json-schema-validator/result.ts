/** The JSON Schema validator's Errors pane, worded from the core's validation (where it runs: in the worker when large). */
import { validateJson, type JsonSchemaOptions, type PlacedError } from './core';
import { JSON_SCHEMA_MESSAGES } from './words';

export interface ValidationReport {
  /** The Errors pane: a summary line and one error a line, or the words of a valid document. */
  errors: string;
  /** Where the first error is in the document, for the editor's cursor. */
  first?: { line: number; column: number };
  count: number;
}

/** One line of the Errors pane: `line 3, column 5 · /items/0/price · message (schema: #/…/minimum)`. */
function errorLine({ at, instancePath, message, schemaPath }: PlacedError): string {
  const where = at ? `line ${at.line}, column ${at.column} · ` : '';
  return `${where}${instancePath || JSON_SCHEMA_MESSAGES.root} · ${message} (schema: ${schemaPath})`;
}

/** Validates the document (`text`) against `options.schema`, the errors worded for the pane. */
export function validationReport(text: string, options: JsonSchemaOptions): ValidationReport {
  const { draft, listed, count } = validateJson(text, options);
  if (count === 0) return { errors: JSON_SCHEMA_MESSAGES.valid(draft), count };
  const lines = listed.map(errorLine);
  if (count > listed.length) lines.push(JSON_SCHEMA_MESSAGES.more(count - listed.length));
  return { errors: [JSON_SCHEMA_MESSAGES.summary(count, draft), ...lines].join('\n'), first: listed[0].at, count };
}
