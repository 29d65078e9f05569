import { LOREM_DEFAULTS, LOREM_LIMITS, generateLoremText, loremTooMuchForPage, type LoremOptions } from './core';
import { generateLoremInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { LOREM_MESSAGES } from './words';

/**
 * Lorem ipsum: the count in a field, the unit, the classic opening and <p> as options; made on the page as you type
 * up to LOREM_PAGE_WORDS words, larger requests in the worker on Generate (each press a new draw).
 */
export const loremIpsumGenerator: ToolDeclaration<LoremOptions> = {
  input: {
    kind: 'field',
    label: 'How many',
    placeholder: 'e.g. 5',
    inputMode: () => 'numeric',
    hint: ({ unit }) => LOREM_MESSAGES.hint(unit, LOREM_LIMITS[unit]),
  },
  defaults: LOREM_DEFAULTS,
  options: {
    unit: {
      kind: 'select',
      label: 'Unit',
      choices: [
        { value: 'paragraphs', label: 'Paragraphs' },
        { value: 'sentences', label: 'Sentences' },
        { value: 'words', label: 'Words' },
      ],
    },
    classic: { kind: 'toggle', label: 'Start with "Lorem ipsum dolor sit amet"' },
    html: { kind: 'toggle', label: 'Wrap in <p>' },
  },
  actions: [
    {
      id: 'generate',
      label: 'Generate',
      jobLabel: 'Generating',
      blank: LOREM_MESSAGES.blank,
      outputs: [
        {
          id: 'output',
          label: 'Lorem ipsum',
          fileName: ({ html }) => (html ? 'lorem-ipsum.html' : 'lorem-ipsum.txt'),
          copyMessage: 'Lorem ipsum copied',
          language: ({ html }) => (html ? 'html' : undefined),
        },
      ],
    },
  ],
  run: {
    here: (_action, text, options) => ({ outputs: { output: generateLoremText(text, options) } }),
    inWorker: async (_action, text, options, job) => ({
      outputs: { output: await generateLoremInWorker(text, options, job) },
    }),
    workerFor: loremTooMuchForPage,
    liveUpToChars: 100,
  },
  examples: EXAMPLES,
};

export default loremIpsumGenerator;
