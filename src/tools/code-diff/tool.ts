import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Code Diff',
  description: 'Compare two versions of code or text and see every changed line.',
  category: 'text',
  icon: 'diff',
  keywords: [
    'diff',
    'compare',
    'changes',
    'patch',
    'text',
    'text diff',
    'diff checker',
    'compare text',
    'diffchecker',
    'text compare',
    'difference',
    'code compare',
    'side by side',
    'git diff',
    'merge',
  ],
  isPopular: true,
  worker: true,
  handOffs: ['json-diff', 'line-tools', 'text-statistics'],
} satisfies ToolEntry;
