import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'HTML Formatter',
  description: 'Beautify or minify HTML markup.',
  category: 'formatting',
  icon: 'file-code',
  keywords: [
    'html',
    'pretty print',
    'beautify',
    'minify',
    'markup',
    'html format',
    'html beautifier',
    'html prettify',
    'html minifier',
    'format html',
    'tidy',
    'html tidy',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['html-encoder', 'css-formatter', 'js-formatter', 'markdown-preview'],
} satisfies ToolEntry;
