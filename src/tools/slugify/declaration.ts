import { MAX_LENGTH_LIMIT, SLUGIFY_DEFAULTS, slugify, type SlugifyOptions } from './core';
import { slugifyInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** URL slugs of a title, or of each line in batch mode: on the page as you type up to 100,000 characters, in the worker beyond. */
export const slugifyTool: ToolDeclaration<SlugifyOptions> = {
  input: {
    label: 'Text',
    placeholder: ({ batch }) =>
      batch ? 'Type or paste titles, one a line' : 'Type or paste a title, e.g. Crème brûlée: a how-to',
  },
  defaults: SLUGIFY_DEFAULTS,
  options: {
    separator: {
      kind: 'select',
      label: 'Separator',
      choices: [
        { value: 'dash', label: 'Dash (-)' },
        { value: 'underscore', label: 'Underscore (_)' },
        { value: 'dot', label: 'Dot (.)' },
        { value: 'none', label: 'None' },
      ],
    },
    letterCase: {
      kind: 'select',
      label: 'Case',
      choices: [
        { value: 'lower', label: 'Lower case' },
        { value: 'keep', label: 'Keep case' },
      ],
    },
    maxLength: {
      kind: 'text',
      label: 'Maximum length',
      placeholder: 'No limit',
      maxChars: String(MAX_LENGTH_LIMIT).length,
    },
    stopWords: { kind: 'toggle', label: 'Drop stop words', description: 'a, an, the, and, of, to…' },
    batch: { kind: 'toggle', label: 'One slug per line' },
  },
  actions: [
    {
      id: 'slugify',
      label: 'Slugify',
      jobLabel: 'Making slugs',
      outputs: [{ id: 'output', label: 'Slug', fileName: 'slugs.txt', copyMessage: 'Slug copied' }],
    },
  ],
  run: {
    here: (_action, text, options) => ({ outputs: { output: slugify(text, options) } }),
    inWorker: async (_action, text, options, job) => ({
      outputs: { output: await slugifyInWorker(text, options, job) },
    }),
    // Measured in Node on the shared machine: 25 to 45 ms a megabyte of ASCII, 80 to 130 ms of accented and
    // Cyrillic text (two normalisations), 9 ms for 100,000 characters of it: on the page as you type up to there,
    // then in the worker on the button.
    workerFromChars: 100_000,
    liveUpToChars: 100_000,
  },
  examples: EXAMPLES,
};

export default slugifyTool;
