import { NATO_ACTIONS, NATO_DEFAULTS, translateNato, type NatoOptions } from './core';
import { natoNote } from './note';
import { NATO_MESSAGES } from './words';
import { translateNatoInWorker } from './in-worker';
import type { KitResult, ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const resultOf = (output: KitResult['outputs'][string], note: string | undefined): KitResult => ({
  outputs: { output },
  notes: note === undefined ? undefined : { output: note },
});

/**
 * Text ⇄ the NATO spelling alphabet, both directions in the tool's worker, as you type up to 200,000 characters
 * (see the core README for the measured speed).
 */
export const natoAlphabet: ToolDeclaration<NatoOptions> = {
  input: {
    label: (_options, action) => (action === NATO_ACTIONS.toNato ? 'Text' : 'NATO words'),
    placeholder: (_options, action) =>
      action === NATO_ACTIONS.toNato ? 'Type text to spell, e.g. AB-1234' : 'Type NATO words, e.g. Hotel India / Tango',
  },
  defaults: NATO_DEFAULTS,
  options: {
    digits: {
      kind: 'select',
      label: 'Figures',
      choices: [
        { value: 'words', label: 'As words (One, Three, Nine)' },
        { value: 'icao', label: 'ICAO pronunciation (Wun, Tree, Niner)' },
      ],
      actions: [NATO_ACTIONS.toNato],
    },
  },
  actions: [
    {
      id: NATO_ACTIONS.toNato,
      label: 'Text → NATO',
      jobLabel: 'Spelling',
      blank: NATO_MESSAGES.blankText,
      outputs: [{ id: 'output', label: 'NATO spelling', fileName: 'nato.txt' }],
    },
    {
      id: NATO_ACTIONS.toText,
      label: 'NATO → Text',
      jobLabel: 'Reading',
      blank: NATO_MESSAGES.blankWords,
      outputs: [{ id: 'output', label: 'Text', fileName: 'text.txt' }],
    },
  ],
  run: {
    // What the examples' unit test runs (the page runs the worker).
    core: (action, text, options) =>
      Promise.resolve().then(() => {
        const translation = translateNato(action, text, options);
        return resultOf(translation.output, natoNote(action, translation));
      }),
    inWorker: async (action, text, options, job) => {
      const { output, note } = await translateNatoInWorker(action, text, options, job);
      return resultOf(output, note);
    },
    liveUpToChars: 200_000,
  },
  examples: EXAMPLES,
};

export default natoAlphabet;
