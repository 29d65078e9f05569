import { faultsOf } from './tool-error';

/** What JSON cannot hold or would be too long (./json-output); their words are in src/ui/words/json-output.ts. */
export interface JsonOutputFaults {
  /** `limit` in characters. */
  tooLarge: { limit: number };
  /** A value that contains itself, at its JSON path ('$.a[1]'). */
  cycle: { path: string };
  /** Infinity or NaN, at its JSON path. */
  notFinite: { path: string; value: number };
}

export const jsonOutputFault = faultsOf<JsonOutputFaults>('json-output');
