/** Every string the JSON Schema validator's core shows. */
export const JSON_SCHEMA_MESSAGES = {
  emptyDocument: 'Please enter the JSON document',
  emptySchema: 'Please enter the JSON Schema',
  invalid: (side: 'document' | 'schema') => `Invalid JSON in the ${side}`,
  notASchema: 'Not a JSON Schema',
  notASchemaDescription: 'a schema is an object or true or false.',
  unknownDraft: 'Unknown $schema',
  unknownDraftDescription: (uri: string) =>
    `"${uri}" is not a draft this validator knows: drafts 4, 6, 7, 2019-09 and 2020-12.`,
  unresolvedRef: 'Unresolved $ref',
  unresolvedRefDescription: (ref: string) =>
    `"${ref}" is not in this schema, and the validator fetches nothing (no remote $ref): copy the schema it names under $defs.`,
  invalidPattern: 'Invalid pattern in the schema',
  invalidPatternDescription: (pattern: string, pointer: string, reason: string) =>
    `"${pattern}" at #${pointer}: ${reason}.`,
  /** A run stopped at the time limit, by the pattern that was running (the title is the regex tester's). */
  patternTooSlowDescription: (pattern: string, pointer: string) =>
    `"${pattern}" at #${pointer} may backtrack catastrophically, so the validation was stopped.`,
  /** The Errors pane's first line. */
  summary: (count: number, draft: string) => `${count} ${count === 1 ? 'error' : 'errors'} (draft ${draft})`,
  /** The Errors pane when the document passes. */
  valid: (draft: string) => `valid: the document matches the schema (draft ${draft})`,
  /** The name of the root's path, which JSON Pointer writes as nothing. */
  root: '(the whole document)',
  more: (count: number) => `… and ${count} more`,
} as const;
