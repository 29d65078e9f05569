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
  // One diff at a time. The task pauses every few tens of milliseconds, so it answers pings and stops on Cancel.
  worker: { size: 1 },
  handOffs: ['json-diff', 'line-tools', 'text-statistics'],
} satisfies ToolEntry;
