/**
 * JSON Schema validator: a JSON document (the main input) checked against a schema (the kit's second editor, the
 * option `schema`), every error listed with its line and column; and a schema generated from a document.
 * See ./validate (the drafts, cfworker), ./positions (pointer to line and column), ./generate, README.md.
 */
import { depthOf, isStackOverflow, nestingError } from '../../../core/shared/nesting';
import type { NestingAction } from '../../../core/shared/nesting-faults';
import { requireText } from '../../../core/shared/require-text';
import { ToolError } from '../../../core/shared/tool-error';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { generateSchema } from './generate';
import { JSON_SCHEMA_MESSAGES } from '../words';
import { invalidPattern, schemaPatterns } from './patterns';
import { positionsOf } from './positions';
import { draftOf, RefError, validateAgainst, type SchemaError } from './validate';

export { JSON_SCHEMA_MESSAGES } from '../words';

export interface JsonSchemaOptions {
  /** The schema's text (the kit's second editor). */
  schema: string;
}

export const DEFAULT_JSON_SCHEMA_OPTIONS: JsonSchemaOptions = { schema: '' };

/** The kit option of the schema's editor: a fault in the schema puts the cursor there. */
const SCHEMA_INPUT = 'schema';

/**
 * The nesting validated: cfworker and the generator recurse per level of the document and the schema (a few frames
 * each), which a browser worker's stack takes some thousands deep (as the JSON diff's); deeper input is refused.
 */
export const JSON_SCHEMA_NESTING_LIMIT = 1000;

/** The most errors listed; a document wrong everywhere would otherwise list millions. */
export const MAX_LISTED_ERRORS = 1000;

/** One side parsed; a fault names the side, its line and column (see parseJsonInput). */
function parseSide(text: string, side: 'document' | 'schema', verb: NestingAction = 'validate'): unknown {
  requireText(text, side === 'document' ? JSON_SCHEMA_MESSAGES.emptyDocument : JSON_SCHEMA_MESSAGES.emptySchema);
  const value = parseJsonInput(text, JSON_SCHEMA_MESSAGES.invalid(side), side === 'schema' ? SCHEMA_INPUT : undefined);
  if (depthOf(value) > JSON_SCHEMA_NESTING_LIMIT) throw nestingError(verb, JSON_SCHEMA_NESTING_LIMIT);
  return value;
}

/** The schema parsed and its draft chosen; a fault in it points into the schema's editor. */
function schemaOf(text: string) {
  const schema = parseSide(text, 'schema');
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    throw new ToolError(JSON_SCHEMA_MESSAGES.notASchema, JSON_SCHEMA_MESSAGES.notASchemaDescription);
  try {
    return { schema, ...draftOf(schema) };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    throw new ToolError(error.title, error.description, schemaPosition(text, '/$schema'));
  }
}

/** A pattern in the schema that does not compile, refused at its line and column in the schema's editor. */
function checkPatterns(schema: unknown, schemaText: string) {
  const invalid = invalidPattern(schemaPatterns(schema));
  if (!invalid) return;
  throw new ToolError(
    JSON_SCHEMA_MESSAGES.invalidPattern,
    JSON_SCHEMA_MESSAGES.invalidPatternDescription(invalid.source, invalid.pointer, invalid.reason),
    schemaPosition(schemaText, invalid.pointer),
  );
}

export const schemaPosition = (text: string, pointer: string) => {
  const at = positionsOf(text, [pointer]).get(pointer);
  return at && { ...at, input: SCHEMA_INPUT };
};

/** Where the schema holds `{"$ref": ref}`, as a pointer (the first such place). */
function refPointer(node: unknown, ref: string, path = ''): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if ((node as { $ref?: unknown }).$ref === ref) return `${path}/$ref`;
  for (const [key, child] of Object.entries(node)) {
    const found = refPointer(child, ref, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found) return found;
  }
  return undefined;
}

/** One line of the Errors pane: `line 3, column 5 · /items/0/price · message (schema: #/…/minimum)`. */
function errorLine(error: SchemaError, at: { line: number; column: number } | undefined): string {
  const where = at ? `line ${at.line}, column ${at.column} · ` : '';
  return `${where}${error.instancePath || JSON_SCHEMA_MESSAGES.root} · ${error.message} (schema: ${error.schemaPath})`;
}

export interface ValidationReport {
  /** The Errors pane: a summary line and one error a line, or the words of a valid document. */
  errors: string;
  /** Where the first error is in the document, for the editor's cursor. */
  first?: { line: number; column: number };
  count: number;
}

/** Validates the document (`text`) against `options.schema`. */
export function validateJson(text: string, options: JsonSchemaOptions): ValidationReport {
  const { schema, draft, name } = schemaOf(options.schema);
  checkPatterns(schema, options.schema);
  const document = parseSide(text, 'document');
  let errors: SchemaError[];
  try {
    errors = validateAgainst(document, schema, draft);
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('validate', JSON_SCHEMA_NESTING_LIMIT);
    if (error instanceof RefError) {
      const pointer = refPointer(schema, error.ref);
      throw new ToolError(
        error.title,
        error.description,
        pointer ? schemaPosition(options.schema, pointer) : undefined,
      );
    }
    throw error;
  }
  if (errors.length === 0) return { errors: JSON_SCHEMA_MESSAGES.valid(name), count: 0 };
  const listed = errors.slice(0, MAX_LISTED_ERRORS);
  const positions = positionsOf(
    text,
    listed.map((error) => error.instancePath),
  );
  const lines = listed.map((error) => errorLine(error, positions.get(error.instancePath)));
  if (errors.length > listed.length) lines.push(JSON_SCHEMA_MESSAGES.more(errors.length - listed.length));
  return {
    errors: [JSON_SCHEMA_MESSAGES.summary(errors.length, name), ...lines].join('\n'),
    first: positions.get(listed[0].instancePath),
    count: errors.length,
  };
}

/** A 2020-12 schema generated from the document (`text`). */
export function generateFromJson(text: string): string {
  const document = parseSide(text, 'document', 'generateSchema');
  try {
    return generateSchema(document);
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('generateSchema', JSON_SCHEMA_NESTING_LIMIT);
    throw error;
  }
}
