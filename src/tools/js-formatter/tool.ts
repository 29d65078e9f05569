import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'JavaScript Formatter',
  description: 'Format, minify and validate JavaScript code.',
  category: 'formatting',
  icon: 'square-code',
  keywords: [
    'javascript',
    'js',
    'prettier',
    'beautify',
    'minify',
    'validate',
    'js format',
    'javascript beautifier',
    'js beautifier',
    'js minifier',
    'uglify',
    'terser',
    'format javascript',
    'typescript',
    'ts',
    'jsx',
    'ecmascript',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['json-formatter', 'string-escaper', 'regex-tester', 'code-diff'],
} satisfies ToolEntry;
