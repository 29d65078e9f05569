import { MAX_COLOUR_CHARS, PALETTE_DEFAULTS, exportScale, type ExportFormat, type PaletteOptions } from './core';
import { PALETTE_TEXTS } from './words';
import type { SelectOption } from '../../ui/components/Select';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

export const FORMAT_CHOICES: readonly SelectOption<ExportFormat>[] = [
  { value: 'css', label: PALETTE_TEXTS.formatCss },
  { value: 'tailwind', label: PALETTE_TEXTS.formatTailwind },
  { value: 'scss', label: PALETTE_TEXTS.formatScss },
  { value: 'json', label: PALETTE_TEXTS.formatJson },
];

const FILE_NAMES: Readonly<Record<ExportFormat, string>> = {
  css: 'palette.css',
  tailwind: 'theme.css',
  scss: '_palette.scss',
  json: 'palette.json',
};

/**
 * The colour palette generator: a base colour's 50-950 scale exported as code, as you type (well under a
 * millisecond, so no worker); the swatches, harmonies and image extraction sit under the input (see index.tsx).
 */
export const colorPaletteGenerator: ToolDeclaration<PaletteOptions> = {
  input: {
    kind: 'field',
    label: PALETTE_TEXTS.baseLabel,
    placeholder: PALETTE_TEXTS.basePlaceholder,
    hint: PALETTE_TEXTS.baseHint,
  },
  defaults: PALETTE_DEFAULTS,
  options: {
    format: { kind: 'select', label: PALETTE_TEXTS.format, choices: FORMAT_CHOICES, display: 'tabs' },
    name: { kind: 'text', label: PALETTE_TEXTS.name, placeholder: PALETTE_TEXTS.namePlaceholder, maxChars: 40 },
  },
  actions: [
    {
      id: 'generate',
      label: PALETTE_TEXTS.generate,
      jobLabel: PALETTE_TEXTS.generating,
      outputs: [
        {
          id: 'output',
          label: PALETTE_TEXTS.exportLabel,
          fileName: ({ format }) => FILE_NAMES[format],
          language: ({ format }) => (format === 'json' ? 'json' : 'css'),
        },
      ],
    },
  ],
  run: {
    here: (_action, text, options) => ({ outputs: { output: exportScale(text, options) } }),
    liveUpToChars: MAX_COLOUR_CHARS,
  },
  // A colour to start from rather than an empty screen: Tailwind's blue-500, whose step is 500.
  initialInput: () => '#3b82f6',
  examples: EXAMPLES,
};

export default colorPaletteGenerator;
