import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Calculator',
  description: 'Evaluate expressions with variables, functions, units, fractions, big numbers and matrices (mathjs).',
  category: 'math',
  icon: 'calculator',
  keywords: [
    'calc',
    'calculator',
    'math',
    'mathjs',
    'expression',
    'evaluate',
    'matrix',
    'fraction',
    'bignumber',
    'math calculator',
    'scientific calculator',
    'expression evaluator',
    'matrix calculator',
    'bc',
    'qalc',
    'arithmetic',
    'compute',
  ],
  worker: { size: 1, livenessMs: 30 * 60_000, cancelGraceMs: 100 },
  handOffs: ['unit-converter', 'percentage-calculator', 'number-base-converter'],
} satisfies ToolEntry;
