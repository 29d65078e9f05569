import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Word Counter & Text Statistics',
  description: 'Count words, characters, bytes, sentences, lines and paragraphs; reading time and the most used words.',
  category: 'text',
  icon: 'file-text',
  keywords: [
    'word count',
    'word counter',
    'character count',
    'letter count',
    'wc',
    'reading time',
    'text statistics',
    'sentences',
    'bytes',
    'wordcount',
    'character counter',
    'char count',
    'letter counter',
    'count words',
    'count characters',
    'line count',
    'wc -w',
    'wc -l',
    'words',
  ],
  // Two workers: a large file is counted by both at once, a half each (typing runs one job at a time). A piece of
  // CJK text through the segmenter may take a second when busy.
  worker: { size: 2, livenessMs: 30_000 },
  handOffs: ['line-tools', 'unicode-inspector', 'text-case-converter'],
} satisfies ToolEntry;
