import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'CSS Formatter',
  description: 'Beautify or minify CSS stylesheets.',
  category: 'formatting',
  icon: 'braces',
  keywords: [
    'css',
    'stylesheet',
    'pretty print',
    'beautify',
    'minify',
    'css format',
    'css beautifier',
    'css prettify',
    'css minifier',
    'format css',
    'scss',
    'less',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['css-gradient-generator', 'color-converter', 'html-formatter', 'code-diff'],
} satisfies ToolEntry;
