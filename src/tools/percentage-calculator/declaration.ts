import { calculatePercentage, type PercentageMode, type PercentageOptions } from './core';
import { percentageNote } from './note';
import { PERCENTAGE_MESSAGES } from './words';
import type { ToolDeclaration } from '../../ui/kit/declaration';

/** The two fields' labels and placeholders by mode: [X, Y]. */
const FIELDS: Record<PercentageMode, readonly [string, string, string, string]> = {
  of: ['Percentage (X %)', '15', 'Of the number (Y)', '80'],
  'what-percent': ['Part (X)', '20', 'Is what percent of (Y)', '80'],
  change: ['From (X)', '50', 'To (Y)', '75'],
  increase: ['Increase by (X %)', '20', 'The number (Y)', '80'],
  decrease: ['Decrease by (X %)', '20', 'The number (Y)', '80'],
};

/**
 * The percentage calculator: X is the tool's one-line input, Y a field beside it, the mode a select. Exact rational
 * arithmetic on the page as you type (two numbers of up to 100 characters: well under a millisecond).
 */
export const percentageCalculator: ToolDeclaration<PercentageOptions> = {
  input: {
    kind: 'field',
    label: ({ mode }) => FIELDS[mode][0],
    placeholder: ({ mode }) => FIELDS[mode][1],
    inputMode: () => 'decimal',
    hint: 'Exact decimal arithmetic: 0.1% of 0.2 is 0.0002. A result that does not end is rounded half away from zero to 15 significant digits, its repeating digits named.',
  },
  defaults: { mode: 'of', y: '' },
  options: {
    mode: {
      kind: 'select',
      label: 'Calculate',
      choices: [
        { value: 'of', label: 'X% of Y' },
        { value: 'what-percent', label: 'X is what percent of Y' },
        { value: 'change', label: 'Percentage change from X to Y' },
        { value: 'increase', label: 'Y increased by X%' },
        { value: 'decrease', label: 'Y decreased by X%' },
      ],
    },
    y: { kind: 'text', label: ({ mode }) => FIELDS[mode][2], placeholder: ({ mode }) => FIELDS[mode][3] },
  },
  actions: [
    {
      id: 'calculate',
      label: 'Calculate',
      jobLabel: 'Calculating',
      faultTitle: PERCENTAGE_MESSAGES.errorTitle,
      fieldError: (error) => error.description ?? error.message,
      outputs: [{ id: 'output', label: 'Result' }],
    },
  ],
  run: {
    here: (_action, text, options) => {
      const result = calculatePercentage(text, options);
      return { outputs: { output: result.output }, notes: { output: percentageNote(result) } };
    },
    liveUpToChars: 1000,
  },
  examples: [
    { name: '15% of 80', input: '15', options: { mode: 'of', y: '80' }, expect: { output: '12' } },
    {
      name: 'One in three, repeating',
      input: '1',
      options: { mode: 'what-percent', y: '3' },
      expect: { output: '≈ 33.3333333333333%' },
    },
    {
      name: '0.1 increased by 20%: exactly 0.12',
      input: '20',
      options: { mode: 'increase', y: '0.1' },
      expect: { output: '0.12' },
    },
  ],
};

export default percentageCalculator;
