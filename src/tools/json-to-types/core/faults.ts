import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** JSON to types' faults and what each carries; their words are in ../words.ts. */
export interface JsonTypesFaults {
  blank: object;
  /** `reason` is JSON.parse's own message. */
  invalid: ReasonParams;
  badRootName: object;
  /** `limit` in characters. */
  tooLong: { limit: number };
  /** `reason` is quicktype's own message. */
  quicktype: { reason: string };
  noNamedType: object;
}

export const fault = faultsOf<JsonTypesFaults>('json-to-types');
