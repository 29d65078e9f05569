import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Percentage Calculator',
  description: 'X% of Y, X as a percent of Y, percentage change, increase and decrease, in exact decimals.',
  category: 'math',
  icon: 'percent',
  keywords: [
    'percent',
    'percentage',
    '%',
    'ratio',
    'change',
    'increase',
    'decrease',
    'discount',
    'calc',
    'percentage calculator',
    'percent change',
    'percent of',
    'what percent',
    'percent off',
    'percentage difference',
    'percentages',
  ],
  handOffs: ['math-evaluator', 'unit-converter'],
} satisfies ToolEntry;
