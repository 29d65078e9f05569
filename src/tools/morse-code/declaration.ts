import { isMorse, MORSE_ACTIONS, MORSE_DEFAULTS, translateMorse, type MorseOptions } from './core';
import { unknownNote } from './note';
import { MORSE_MESSAGES } from './words';
import { translateMorseInWorker } from './in-worker';
import type { KitResult, ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const SPEEDS = [5, 10, 13, 15, 18, 20, 25, 30, 35, 40];
const OVERALL = [4, 5, 6, 8, 10, 13, 15];

const resultOf = (output: KitResult['outputs'][string], note: string | undefined): KitResult => ({
  outputs: { output },
  notes: note === undefined ? undefined : { output: note },
});

/**
 * Text ⇄ Morse code, both directions in the tool's worker (measured in Node: about 100 ms per MB of text and 50 ms
 * per MB of Morse, so live up to 200,000 characters, some 20 ms); the player under the input sounds the Morse.
 */
export const morseCode: ToolDeclaration<MorseOptions> = {
  input: {
    label: (_options, action) => (action === MORSE_ACTIONS.toMorse ? 'Text' : 'Morse code'),
    placeholder: (_options, action) =>
      action === MORSE_ACTIONS.toMorse
        ? 'Type text, e.g. SOS or Hello world'
        : 'Type Morse, e.g. ... --- ... / .... ..',
    hint: 'Letters apart by a space, words by a slash ( / ) or a gap of two spaces or more.',
  },
  defaults: MORSE_DEFAULTS,
  options: {
    wordGap: {
      kind: 'select',
      label: 'Between words',
      choices: [
        { value: 'slash', label: 'Slash ( / )' },
        { value: 'gap', label: 'Gap (3 spaces)' },
      ],
      actions: [MORSE_ACTIONS.toMorse],
    },
    wpm: {
      kind: 'select',
      label: 'Speed',
      choices: SPEEDS.map((wpm) => ({ value: String(wpm), label: `${wpm} WPM` })),
    },
    farnsworth: {
      kind: 'select',
      label: 'Farnsworth spacing',
      choices: [
        { value: 'off', label: 'Off' },
        ...OVERALL.map((wpm) => ({ value: String(wpm), label: `Overall ${wpm} WPM` })),
      ],
    },
  },
  actions: [
    {
      id: MORSE_ACTIONS.toMorse,
      label: 'Text → Morse',
      jobLabel: 'Translating',
      blank: MORSE_MESSAGES.blankText,
      outputs: [{ id: 'output', label: 'Morse code', fileName: 'morse.txt' }],
    },
    {
      id: MORSE_ACTIONS.toText,
      label: 'Morse → Text',
      jobLabel: 'Translating',
      blank: MORSE_MESSAGES.blankMorse,
      outputs: [{ id: 'output', label: 'Text', fileName: 'text.txt' }],
    },
  ],
  run: {
    // What the examples' unit test runs (the page runs the worker).
    core: (action, text, options) =>
      Promise.resolve().then(() => {
        const translation = translateMorse(action, text, options);
        return resultOf(translation.output, unknownNote(action, translation));
      }),
    inWorker: async (action, text, options, job) => {
      const { output, note } = await translateMorseInWorker(action, text, options, job);
      return resultOf(output, note);
    },
    liveUpToChars: 200_000,
  },
  // Pasted Morse opens Morse → Text.
  handOffAction: (text) => (isMorse(text) ? MORSE_ACTIONS.toText : undefined),
  examples: EXAMPLES,
};

export default morseCode;
