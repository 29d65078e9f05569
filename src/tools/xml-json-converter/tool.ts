import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'XML ⇄ JSON Converter',
  description: 'Convert XML to JSON and JSON to XML: attributes, text, repeated elements, document order kept.',
  category: 'conversion',
  icon: 'code-xml',
  keywords: [
    'xml',
    'json',
    'xml to json',
    'json to xml',
    'svg',
    'rss',
    'soap',
    'attributes',
    'convert',
    'xml converter',
    'xml parser',
    'xml2json',
    'json2xml',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['xml-formatter', 'json-formatter', 'json-query', 'json-schema-validator'],
} satisfies ToolEntry;
