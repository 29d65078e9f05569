/** The TOML ⇄ JSON converter's options, apart from the parser: the page's chunk imports them without smol-toml. */
import type { JsonIndent } from '../../../core/shared/json';

export interface TomlOptions {
  /** The JSON's indent (TOML → JSON). */
  indent: JsonIndent;
}

export const TOML_DEFAULTS: TomlOptions = { indent: '2' };
