import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'JSON Diff',
  description: 'Compare two JSON documents by structure and get the differences as a tree and a JSON Patch.',
  category: 'data',
  icon: 'diff',
  keywords: [
    'json',
    'diff',
    'compare',
    'json patch',
    'rfc 6902',
    'difference',
    'jsondiff',
    'json compare',
    'compare json',
    'json difference',
    'diff json',
    'json patch generator',
    'jd',
  ],
  worker: { size: 1, livenessMs: 120_000, cancelGraceMs: 1000 },
  handOffs: ['json-formatter', 'code-diff', 'json-query', 'json-schema-validator'],
} satisfies ToolEntry;
