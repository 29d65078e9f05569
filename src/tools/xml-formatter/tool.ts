import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'XML Formatter',
  description: 'Format, minify and validate XML documents.',
  category: 'formatting',
  icon: 'code',
  keywords: [
    'xml',
    'pretty print',
    'beautify',
    'minify',
    'validate',
    'svg',
    'xml format',
    'xml beautifier',
    'xml prettify',
    'xml validator',
    'xml minify',
    'xmllint',
    'format xml',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['xml-json-converter', 'html-formatter', 'svg-optimizer'],
} satisfies ToolEntry;
