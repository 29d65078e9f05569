import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Sort & Deduplicate Lines',
  description:
    'Sort lines (natural, numeric, by length, locale-aware), remove duplicates, filter, shuffle and number them.',
  category: 'text',
  icon: 'list-ordered',
  keywords: [
    'sort lines',
    'dedupe',
    'deduplicate',
    'unique',
    'uniq',
    'shuffle',
    'reverse',
    'natural sort',
    'filter lines',
    'sort -u',
    'sort',
    'remove duplicates',
    'remove duplicate lines',
    'duplicate lines',
    'dedup',
    'line sorter',
    'alphabetical order',
    'sort alphabetically',
    'shuf',
    'tac',
    'lines',
  ],
  worker: { size: 2, livenessMs: 30 * 60_000, cancelGraceMs: 100 },
  handOffs: ['text-statistics', 'code-diff', 'csv-json-converter', 'regex-tester'],
} satisfies ToolEntry;
