import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Unicode Inspector',
  description:
    'See every character of a text: code point, name, category, script, UTF-8 and UTF-16 bytes; find and clean hidden ones.',
  category: 'text',
  icon: 'scan-text',
  keywords: [
    'unicode',
    'zero width',
    'invisible characters',
    'code point',
    'character name',
    'utf-8',
    'utf-16',
    'bidi',
    'trojan source',
    'homoglyph',
    'confusables',
    'nbsp',
    'unicode lookup',
    'character info',
    'hidden characters',
    'zero width space',
    'emoji',
    'codepoint',
    'char code',
    'utf8',
    'utf16',
  ],
  worker: { size: 1 },
  handOffs: ['punycode-converter', 'hex-viewer', 'string-escaper', 'html-decoder'],
} satisfies ToolEntry;
