import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'YAML ⇄ JSON Converter',
  description: 'Convert YAML to JSON and JSON to YAML, with anchors, merge keys and several documents.',
  category: 'conversion',
  icon: 'file-text',
  keywords: [
    'yaml',
    'yml',
    'json',
    'yaml to json',
    'json to yaml',
    'convert',
    'config',
    'docker compose',
    'kubernetes',
    'yaml converter',
    'yml to json',
    'json to yml',
    'yaml parser',
    'yaml validator',
    'yaml formatter',
    'yq',
    'k8s',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['json-schema-validator', 'json-formatter', 'toml-json-converter', 'json-query'],
} satisfies ToolEntry;
