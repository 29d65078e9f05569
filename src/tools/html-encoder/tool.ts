import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'HTML Encoder',
  description: 'Escape &, <, >, quotes and apostrophes as HTML entities.',
  category: 'encoding',
  icon: 'code-xml',
  keywords: [
    'html',
    'entities',
    'escape',
    'xss',
    'encode',
    'html encode',
    'html escape',
    'escape html',
    'html entities encode',
    'htmlspecialchars',
  ],
  worker: true,
  family: 'html-entities',
  handOffs: ['html-decoder', 'string-escaper', 'html-formatter', 'markdown-preview'],
} satisfies ToolEntry;
