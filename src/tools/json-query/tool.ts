import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'JSON Query',
  description: 'Query JSON with JSONPath or jq as you type, with a cheat sheet; files of 100 MB and more.',
  category: 'data',
  icon: 'file-json',
  keywords: [
    'jq',
    'jsonpath',
    'json query',
    'json path',
    'filter',
    'select',
    'query',
    'json',
    'search',
    'jsonpath tester',
    'jq playground',
    'json filter',
    'json search',
    'jmespath',
    'json extract',
  ],
  worker: { size: 1, livenessMs: 30 * 60_000, cancelGraceMs: 100 },
  handOffs: ['json-formatter', 'csv-json-converter', 'json-to-types', 'json-diff'],
} satisfies ToolEntry;
