import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'JSON Schema Validator',
  description: 'Validate a JSON document against a JSON Schema and list every error.',
  category: 'validation',
  icon: 'file-json',
  keywords: [
    'json',
    'schema',
    'json schema',
    'validate',
    'validator',
    'ajv',
    'draft 7',
    '2020-12',
    'generate schema',
    'json schema validator',
    'validate json schema',
    'schema validation',
    'schema generator',
    'openapi schema',
  ],
  worker: { size: 1, livenessMs: 120_000, cancelGraceMs: 100 },
  handOffs: ['json-formatter', 'json-to-types', 'yaml-json-converter', 'json-query'],
} satisfies ToolEntry;
