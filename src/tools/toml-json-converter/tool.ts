import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'TOML ⇄ JSON Converter',
  description: 'Convert TOML (Cargo.toml, pyproject.toml) to JSON and JSON to TOML.',
  category: 'conversion',
  icon: 'file-text',
  keywords: [
    'toml',
    'json',
    'toml to json',
    'json to toml',
    'cargo',
    'pyproject',
    'config',
    'convert',
    'toml converter',
    'toml parser',
    'toml validator',
    'cargo.toml',
    'pyproject.toml',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['yaml-json-converter', 'json-schema-validator', 'json-formatter'],
} satisfies ToolEntry;
