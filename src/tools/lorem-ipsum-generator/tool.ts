import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Lorem Ipsum Generator',
  description: 'Generate placeholder paragraphs, sentences or words, plain or in <p> tags.',
  category: 'generators',
  icon: 'text',
  keywords: [
    'lorem',
    'ipsum',
    'placeholder',
    'dummy text',
    'filler text',
    'lipsum',
    'lorem ipsum',
    'placeholder text',
    'dummy text generator',
    'random text',
    'fake text',
  ],
  worker: { size: 1 },
  handOffs: ['text-statistics', 'markdown-preview', 'html-formatter'],
} satisfies ToolEntry;
