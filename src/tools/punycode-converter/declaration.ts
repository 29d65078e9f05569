import { convertPunycode, holdsPunycode, PUNYCODE_ACTIONS, PUNYCODE_DEFAULTS, type PunycodeOptions } from './core';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { notesWords } from './words';

/**
 * Punycode / IDN on the page: its core caps the input (1,000 lines, 20,000 characters: some 10 ms), so it needs no
 * worker. Notes (look-alikes, email local parts) show under the output.
 */
export const punycodeConverter: ToolDeclaration<PunycodeOptions> = {
  input: {
    label: (_options, action) => (action === PUNYCODE_ACTIONS.raw ? 'Labels' : 'Domains'),
    placeholder: (options, action) =>
      action === PUNYCODE_ACTIONS.raw
        ? options.direction === 'encode'
          ? 'bücher'
          : 'bcher-kva'
        : action === PUNYCODE_ACTIONS.toUnicode
          ? 'xn--bcher-kva.example'
          : 'bücher.example or name@bücher.example',
    hint: () => 'One a line. An email address has its domain converted; its local part stays as it is.',
  },
  defaults: PUNYCODE_DEFAULTS,
  options: {
    direction: {
      kind: 'select',
      label: 'Direction',
      choices: [
        { value: 'encode', label: 'Label → punycode' },
        { value: 'decode', label: 'Punycode → label' },
      ],
      actions: [PUNYCODE_ACTIONS.raw],
    },
  },
  actions: [
    {
      id: PUNYCODE_ACTIONS.toAscii,
      label: 'To xn--',
      jobLabel: 'Converting',
      outputs: [{ id: 'output', label: 'ASCII (xn--)', fileName: 'domains.txt' }],
    },
    {
      id: PUNYCODE_ACTIONS.toUnicode,
      label: 'To Unicode',
      jobLabel: 'Converting',
      outputs: [{ id: 'output', label: 'Unicode', fileName: 'domains.txt' }],
    },
    {
      id: PUNYCODE_ACTIONS.raw,
      label: 'Raw punycode',
      jobLabel: 'Converting',
      outputs: [{ id: 'output', label: 'Punycode', fileName: 'labels.txt' }],
    },
  ],
  run: {
    here: (action, text, options) => {
      const { output, notes } = convertPunycode(action, text, options);
      const note = notesWords(notes);
      return { outputs: { output }, notes: note === undefined ? undefined : { output: note } };
    },
    liveUpToChars: 20_000,
  },
  // Pasted text holding an xn-- label opens To Unicode.
  handOffAction: (text) => (holdsPunycode(text) ? PUNYCODE_ACTIONS.toUnicode : undefined),
  examples: EXAMPLES,
};

export default punycodeConverter;
