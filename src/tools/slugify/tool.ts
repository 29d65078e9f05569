import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Slug Generator',
  description: 'Turn titles into URL slugs: transliterated, with your separator, case, length and stop words.',
  category: 'text',
  icon: 'link',
  keywords: [
    'slug',
    'slugify',
    'url slug',
    'permalink',
    'seo url',
    'transliterate',
    'slug generator',
    'url slug generator',
    'slugger',
    'kebab url',
    'clean url',
  ],
  worker: { size: 1 },
  handOffs: ['text-case-converter', 'url-encoder', 'unicode-inspector'],
} satisfies ToolEntry;
