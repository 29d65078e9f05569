/** The TOML ⇄ JSON converter's words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { reasonAt } from '../../ui/words/reason-at';
import { fault, type JsonKind } from './core/faults';

export const TOML_MESSAGES = {
  invalidTitle: 'Invalid TOML',
  writeTitle: 'No TOML form',
  /** JSON null: TOML has no null, so the value cannot be written (leave the key out, or give it a value). */
  nullAt: (path: string) => `TOML has no null: the value at ${path} is null. Leave the key out or give it a value.`,
  notTable: (kind: string) => `A TOML document is a table: the JSON must be an object, not ${kind}.`,
} as const;

const KINDS: Record<JsonKind, string> = {
  array: 'an array',
  null: 'null',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
};

export const TOML_FAULTS = defineFaultWords(fault, {
  /** smol-toml's reason as a sentence, at its line and column. */
  invalid: {
    title: TOML_MESSAGES.invalidTitle,
    description: ({ reason, ...at }) => reasonAt({ reason: reason.charAt(0).toUpperCase() + reason.slice(1), ...at }),
  },
  nullAt: { title: TOML_MESSAGES.writeTitle, description: ({ path }) => TOML_MESSAGES.nullAt(path) },
  notTable: { title: TOML_MESSAGES.writeTitle, description: ({ kind }) => TOML_MESSAGES.notTable(KINDS[kind]) },
});
