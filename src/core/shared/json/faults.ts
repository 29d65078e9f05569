import { faultsOf, type ReasonParams } from '../tool-error';

/** The JSON engine's faults and what each carries; their words are in src/ui/words/json.ts. */
export interface JsonFaults {
  /** `reason` is the checker's own message, as JSON.parse words it ('Unexpected end of JSON input'). */
  invalid: ReasonParams;
  /** `offset` from the file's first byte, 0-based. */
  invalidUtf8: { offset: number; byte: number };
}

export const jsonFault = faultsOf<JsonFaults>('json');
