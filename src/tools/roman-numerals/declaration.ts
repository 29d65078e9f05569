import { MAX_INPUT_CHARS, convertRoman } from './core';
import { breakdownOf, ROMAN_MESSAGES } from './words';
import type { ToolDeclaration } from '../../ui/kit/declaration';

export type RomanOptions = Record<never, never>;

/**
 * The Roman numeral converter: a number from 1 to 3999 gives its numeral, a numeral its number, as you type (a
 * few microseconds, so no worker). A malformed numeral is refused with the rule it breaks and its column.
 */
export const romanNumerals: ToolDeclaration<RomanOptions> = {
  input: {
    kind: 'field',
    label: 'Number or Roman numeral',
    placeholder: '1994 or MCMXCIV',
    hint: 'A whole number from 1 to 3999, or a numeral in I, V, X, L, C, D and M (upper or lower case).',
  },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      fieldError: (error) => (error.at ? ROMAN_MESSAGES.atColumn(error.message, error.at.column) : error.message),
      outputs: [{ id: 'output', label: 'Result' }],
    },
  ],
  run: {
    here: (_action, text) => {
      const { output, parts } = convertRoman(text);
      return { outputs: { output }, notes: { output: breakdownOf(parts) } };
    },
    liveUpToChars: MAX_INPUT_CHARS * 100,
  },
  examples: [
    { name: 'A year to a numeral', input: '1994', expect: { output: 'MCMXCIV' } },
    { name: 'The largest numeral, in lower case', input: 'mmmcmxcix', expect: { output: '3999' } },
    { name: 'Subtractive pairs in every place', input: 'CDXLIV', expect: { output: '444' } },
  ],
};

export default romanNumerals;
