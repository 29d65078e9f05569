import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** What a JSON value is, where TOML wants a table. */
export type JsonKind = 'array' | 'null' | 'string' | 'number' | 'boolean';

/** The TOML ⇄ JSON converter's faults; their words are in ../words.ts. */
export interface TomlFaults {
  /** smol-toml's reason (its own words) and where. */
  invalid: ReasonParams;
  /** A JSON null, at its JSON path ('$.a[1]'). */
  nullAt: { path: string };
  notTable: { kind: JsonKind };
}

export const fault = faultsOf<TomlFaults>('toml-json-converter');
