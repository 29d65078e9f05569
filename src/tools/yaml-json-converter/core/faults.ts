import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** The YAML ⇄ JSON converter's faults; their words are in ../words.ts. */
export interface YamlFaults {
  /** The yaml package's reason (its own words) and where. */
  invalid: ReasonParams;
  /** An alias naming an anchor not set before it. */
  unresolvedAlias: object;
  /** The yaml package's alias budget spent (`limit` node copies per anchor): a "billion laughs". */
  aliasBomb: { limit: number };
}

export const fault = faultsOf<YamlFaults>('yaml-json-converter');
