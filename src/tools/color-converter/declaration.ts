import { COLOUR_FORMATS, convertColour, type ColorConverterOptions } from './core';
import { COLOR_CONVERTER_MESSAGES as WORDS, FORMAT_LABELS } from './words';
import { MAX_COLOUR_CHARS } from '../../core/shared/colour/css';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * The colour converter: one CSS colour or CMYK in the chosen format, and in every format at once (All formats, each
 * with Copy, the view it opens on). On the page as you type: parsing and converting one colour take microseconds.
 */
export const colorConverter: ToolDeclaration<ColorConverterOptions> = {
  input: { kind: 'field', label: WORDS.inputLabel, placeholder: WORDS.placeholder, hint: WORDS.hint },
  defaults: { to: 'oklch' },
  options: {
    to: {
      kind: 'select',
      label: WORDS.format,
      choices: COLOUR_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
    },
  },
  actions: [
    {
      id: 'convert',
      label: WORDS.convert,
      jobLabel: WORDS.converting,
      outputs: [{ id: 'output', label: ({ to }) => FORMAT_LABELS[to], wrap: false }],
    },
  ],
  // A first visit shows what the tool does: a plain sRGB colour in every form at once.
  all: { option: 'to', label: WORDS.all, empty: WORDS.allEmpty, opens: true },
  initialInput: () => EXAMPLES[0].input,
  run: {
    here: (_action, text, { to }) => {
      const { output, mapped } = convertColour(text, to);
      return { outputs: { output }, ...(mapped ? { warnings: { output: WORDS.mappedNote } } : {}) };
    },
    liveUpToChars: MAX_COLOUR_CHARS,
  },
  examples: EXAMPLES,
};

export default colorConverter;
