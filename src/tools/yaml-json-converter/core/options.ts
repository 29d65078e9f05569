/** The YAML ⇄ JSON converter's options, apart from the parser: the page's chunk imports them without yaml. */
import type { JsonIndent } from '../../../core/shared/json';

export interface YamlOptions {
  /** The JSON's indent (YAML → JSON). */
  indent: JsonIndent;
  /** Several YAML documents become a JSON array, or JSON Lines (one minified document a line). */
  documents: 'array' | 'lines';
  /** The YAML's indent (JSON → YAML). */
  yamlIndent: '2' | '4';
  /** 'plain': quoted only where needed (double quotes); 'single' or 'double': every string value quoted so. */
  quotes: 'plain' | 'single' | 'double';
  /** Where long strings fold, in characters; '0' never. */
  lineWidth: '80' | '120' | '0';
}

export const YAML_DEFAULTS: YamlOptions = {
  indent: '2',
  documents: 'array',
  yamlIndent: '2',
  quotes: 'plain',
  lineWidth: '80',
};
