/**
 * JSON Schema validator: a JSON document (the main input) checked against a schema (the kit's second editor, the
 * option `schema`), every error listed with its line and column; and a schema generated from a document.
 * See ./validate (the drafts, cfworker), ./positions (pointer to line and column), ./generate, README.md.
 */
import { depthOf, isStackOverflow, nestingError } from '../../../core/shared/nesting';
import type { NestingAction } from '../../../core/shared/nesting-faults';
import { requireText } from '../../../core/shared/require-text';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { fault, type JsonSchemaSide } from './faults';
import { generateSchema } from './generate';
import { invalidPattern, schemaPatterns } from './patterns';
import { positionsOf } from './positions';
import { draftOf, validateAgainst, type SchemaError } from './validate';

export type { SchemaError } from './validate';

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
function parseSide(text: string, side: JsonSchemaSide, verb: NestingAction = 'validate'): unknown {
  requireText(text, () => fault(side === 'document' ? 'emptyDocument' : 'emptySchema'));
  const value = parseJsonInput(
    text,
    (params, at) => fault('invalid', { ...params, side }, at),
    side === 'schema' ? SCHEMA_INPUT : undefined,
  );
  if (depthOf(value) > JSON_SCHEMA_NESTING_LIMIT) throw nestingError(verb, JSON_SCHEMA_NESTING_LIMIT);
  return value;
}

/** The schema parsed and its draft chosen; a fault in it points into the schema's editor. */
function schemaOf(text: string) {
  const schema = parseSide(text, 'schema');
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    throw fault('notASchema');
  try {
    return { schema, ...draftOf(schema) };
  } catch (error) {
    if (!fault.is(error, 'unknownDraft')) throw error;
    throw fault('unknownDraft', { uri: String(error.params.uri) }, schemaPosition(text, '/$schema'));
  }
}

/** A pattern in the schema that does not compile, refused at its line and column in the schema's editor. */
function checkPatterns(schema: unknown, schemaText: string) {
  const invalid = invalidPattern(schemaPatterns(schema));
  if (!invalid) return;
  const { source: pattern, pointer, reason } = invalid;
  throw fault('invalidPattern', { pattern, pointer, reason }, schemaPosition(schemaText, pointer));
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

/** A failed check, with its place in the document when found. */
export interface PlacedError extends SchemaError {
  at?: { line: number; column: number };
}

/** The validation as data: the draft's name, the errors listed (at most MAX_LISTED_ERRORS) and how many in all. */
export interface Validation {
  draft: string;
  listed: PlacedError[];
  count: number;
}

/** Validates the document (`text`) against `options.schema`. */
export function validateJson(text: string, options: JsonSchemaOptions): Validation {
  const { schema, draft, name } = schemaOf(options.schema);
  checkPatterns(schema, options.schema);
  const document = parseSide(text, 'document');
  let errors: SchemaError[];
  try {
    errors = validateAgainst(document, schema, draft);
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('validate', JSON_SCHEMA_NESTING_LIMIT);
    if (fault.is(error, 'unresolvedRef')) {
      const ref = String(error.params.ref);
      const pointer = refPointer(schema, ref);
      throw fault('unresolvedRef', { ref }, pointer ? schemaPosition(options.schema, pointer) : undefined);
    }
    throw error;
  }
  const listed = errors.slice(0, MAX_LISTED_ERRORS);
  const positions = positionsOf(
    text,
    listed.map((error) => error.instancePath),
  );
  return {
    draft: name,
    listed: listed.map((error) => ({ ...error, at: positions.get(error.instancePath) })),
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
