import { isNestingError } from '../../core/shared/nesting';
import type { ToolError } from '../../core/shared/tool-error';
import { DEFAULT_JSON_SCHEMA_OPTIONS, generateFromJson, type JsonSchemaOptions } from './core';
import { isDeclaredSchema } from './core/declares-schema';
import { mayHoldPatterns } from './core/patterns';
import { runJsonSchemaInWorker } from './in-worker';
import { validationReport } from './result';
import { JSON_SCHEMA_MESSAGES } from './words';
import { withPosition, type KitResult, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** A refusal beside the field: its title and where (a nesting limit in its own words). */
const fieldError = (error: ToolError) => (isNestingError(error) ? error.message : withPosition(error.title, error.at));

/** The validation's result: the Errors pane, and the first error's place for the editor's cursor. */
const validated = (text: string, options: JsonSchemaOptions): KitResult => {
  const { errors, first } = validationReport(text, options);
  return { outputs: { errors }, at: first };
};

/** A JSON document checked against a JSON Schema (every error with its line and column), or a schema generated from it. */
export const jsonSchemaValidator: ToolDeclaration<JsonSchemaOptions> = {
  input: {
    label: 'JSON document',
    placeholder: 'Paste the JSON document to check here, e.g. {"id": 1, "email": "ann@example.com"}',
    language: () => 'json',
    lineNumbers: true,
  },
  file: { accept: '.json,application/json', name: 'a .json file' },
  defaults: DEFAULT_JSON_SCHEMA_OPTIONS,
  options: {
    schema: {
      kind: 'text',
      display: 'editor',
      label: 'JSON Schema',
      placeholder: 'Paste the JSON Schema here, e.g. {"type": "object", "required": ["id"]}',
      language: () => 'json',
      actions: ['validate'],
    },
  },
  actions: [
    {
      id: 'validate',
      label: 'Validate',
      jobLabel: 'Validating',
      blank: JSON_SCHEMA_MESSAGES.emptyDocument,
      faultTitle: 'Validation failed',
      fieldError,
      outputs: [{ id: 'errors', label: 'Errors', fileName: 'errors.txt', lineNumbers: true }],
    },
    {
      id: 'generate',
      label: 'Generate Schema',
      jobLabel: 'Generating a schema',
      blank: JSON_SCHEMA_MESSAGES.emptyDocument,
      fieldError,
      outputs: [
        { id: 'schema', label: 'Generated schema', fileName: 'schema.json', language: () => 'json', lineNumbers: true },
      ],
    },
  ],
  run: {
    here: (action, text, options) =>
      action === 'generate' ? { outputs: { schema: generateFromJson(text) } } : validated(text, options),
    inWorker: runJsonSchemaInWorker,
    // A schema's pattern may backtrack for ever: only the worker's run can be stopped (by its time limit).
    workerFor: (_text, { schema }) => mayHoldPatterns(schema),
    liveInWorker: true,
    // Measured in Node (cfworker, a schema of a dozen keywords, one error in seven records): validating takes
    // some 60 to 200 ms per MB (17.5 MB in 1.1 s warm, 0.43 MB in 85 ms cold), parsing and the errors' positions
    // included, and generating as much: on the page as you type up to some 15 ms of it, then in the worker.
    workerFromChars: 100_000,
    liveUpToChars: 100_000,
  },
  // Smart paste sends a schema here by its "$schema": it is the schema to check against, not the document.
  handOffInto: (text) => (isDeclaredSchema(text) ? 'schema' : undefined),
  examples: EXAMPLES,
};

export default jsonSchemaValidator;
