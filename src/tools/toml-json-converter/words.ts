/** The TOML ⇄ JSON converter's words (one table, for translation). */
export const TOML_MESSAGES = {
  invalidTitle: 'Invalid TOML',
  writeTitle: 'No TOML form',
  /** JSON null: TOML has no null, so the value cannot be written (leave the key out, or give it a value). */
  nullAt: (path: string) => `TOML has no null: the value at ${path} is null. Leave the key out or give it a value.`,
  notTable: (kind: string) => `A TOML document is a table: the JSON must be an object, not ${kind}.`,
} as const;
