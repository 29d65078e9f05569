import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Roman Numeral Converter',
  description: 'Convert numbers from 1 to 3999 to Roman numerals and back; malformed numerals say what is wrong.',
  category: 'math',
  icon: 'hash',
  keywords: [
    'roman',
    'roman numerals',
    'numeral',
    'mcmxciv',
    'year',
    'convert',
    'number',
    'roman numerals converter',
    'roman numeral converter',
    'numbers to roman',
    'roman to number',
  ],
  handOffs: ['number-base-converter', 'math-evaluator'],
} satisfies ToolEntry;
