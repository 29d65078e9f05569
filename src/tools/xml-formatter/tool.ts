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
  worker: true,
  handOffs: ['xml-json-converter', 'html-formatter', 'svg-optimizer'],
} satisfies ToolEntry;
