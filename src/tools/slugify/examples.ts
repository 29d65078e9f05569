import type { SlugifyOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<SlugifyOptions>[] = [
  {
    name: 'A title with accents',
    input: 'Crème Brûlée: The Perfect Recipe!',
    expect: { output: 'creme-brulee-the-perfect-recipe' },
  },
  {
    name: 'German, Russian and Greek, one slug per line',
    input: 'Straße am Fluss\n\nЖёлтый дом\nΚαλημέρα κόσμε',
    options: { batch: true },
    expect: { output: 'strasse-am-fluss\n\nzhyoltyy-dom\nkalimera-kosme' },
  },
  {
    name: 'Stop words dropped, cut to 30 characters',
    input: 'The Quick Guide to the Art of Slugs and Permalinks',
    options: { stopWords: true, maxLength: '30' },
    expect: { output: 'quick-guide-art-slugs' },
  },
  {
    name: 'Underscores, case kept',
    input: 'Smørrebrød & Æbleskiver',
    options: { separator: 'underscore', letterCase: 'keep' },
    expect: { output: 'Smorrebrod_and_Aebleskiver' },
  },
];
