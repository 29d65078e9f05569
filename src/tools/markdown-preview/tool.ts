import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Markdown Preview',
  description:
    'Write Markdown (GitHub flavour) and see it rendered side by side; export HTML, or turn HTML into Markdown.',
  category: 'text',
  icon: 'type',
  keywords: [
    'markdown',
    'md',
    'preview',
    'readme',
    'gfm',
    'github markdown',
    'markdown to html',
    'html to markdown',
    'commonmark',
    'render',
    'markdown editor',
    'markdown viewer',
    'markdown preview',
    'md preview',
    'md to html',
    'readme preview',
    'pandoc',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['html-formatter', 'text-statistics', 'html-encoder'],
} satisfies ToolEntry;
