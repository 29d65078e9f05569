import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'HTML Decoder',
  description: 'Turn named, decimal and hex HTML entities back into text.',
  category: 'encoding',
  icon: 'code-xml',
  keywords: [
    'html',
    'entities',
    'unescape',
    'decode',
    'nbsp',
    'html decode',
    'html unescape',
    'unescape html',
    'html entities decode',
    'entity decoder',
  ],
  worker: true,
  family: 'html-entities',
  handOffs: ['html-encoder', 'unicode-inspector', 'html-formatter', 'url-decoder'],
} satisfies ToolEntry;
