import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** Which text: the document (the main editor) or the schema. */
export type JsonSchemaSide = 'document' | 'schema';

/** The JSON Schema validator's faults and what each carries; their words are in ../words.ts. */
export interface JsonSchemaFaults {
  emptyDocument: object;
  emptySchema: object;
  /** `reason` is JSON.parse's own message. */
  invalid: ReasonParams & { side: JsonSchemaSide };
  notASchema: object;
  /** `uri` as the schema writes it (JSON for a value that is not a string). */
  unknownDraft: { uri: string };
  unresolvedRef: { ref: string };
  /** `pointer` is the pattern's place in the schema; `reason` is the regex engine's own message. */
  invalidPattern: { pattern: string; pointer: string; reason: string };
  patternTooSlow: { pattern: string; pointer: string };
}

export const fault = faultsOf<JsonSchemaFaults>('json-schema-validator');
