import type { LoremOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/**
 * Load Example's examples, each also a unit test and a browser test: only what the classic opening fixes can be
 * expected word for word (the rest is random).
 */
export const EXAMPLES: readonly KitExample<LoremOptions>[] = [
  {
    name: 'The classic five words',
    input: '5',
    options: { unit: 'words' },
    expect: { output: 'Lorem ipsum dolor sit amet' },
  },
  {
    name: 'The classic first sentence',
    input: '1',
    options: { unit: 'sentences' },
    expect: { output: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' },
  },
  {
    name: 'Three words in a paragraph tag',
    input: '3',
    options: { unit: 'words', html: true },
    expect: { output: '<p>Lorem ipsum dolor</p>' },
  },
];
