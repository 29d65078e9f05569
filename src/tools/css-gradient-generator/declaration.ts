import { MAX_GRADIENT_CHARS, gradientCss, parseGradient } from './core';
import { GRADIENT_TEXTS } from './words';
import type { ToolDeclaration } from '../../ui/kit/declaration';

export type GradientOptions = Record<never, never>;

/** What the page starts with: a gradient to edit rather than an empty editor. */
export const SAMPLE_GRADIENT = 'linear-gradient(90deg, #3b82f6 0%, #ec4899 100%)';

/**
 * The CSS gradient generator: the gradient's text is the input (so a share link carries it and a pasted gradient
 * opens for editing); the visual editor under it rewrites that text, and the result is the CSS with fallbacks. A few
 * microseconds a run, so it runs as you type on the page.
 */
export const cssGradientGenerator: ToolDeclaration<GradientOptions> = {
  input: {
    label: GRADIENT_TEXTS.inputLabel,
    placeholder: GRADIENT_TEXTS.inputPlaceholder,
    hint: GRADIENT_TEXTS.inputHint,
    language: () => 'css',
  },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'generate',
      label: GRADIENT_TEXTS.generate,
      jobLabel: GRADIENT_TEXTS.generating,
      fieldError: (error) =>
        error.at ? GRADIENT_TEXTS.atColumn(error.message, error.at.line, error.at.column) : error.message,
      outputs: [{ id: 'output', label: GRADIENT_TEXTS.outputLabel, fileName: 'gradient.css', language: () => 'css' }],
    },
  ],
  run: {
    here: (_action, text) => ({ outputs: { output: gradientCss(parseGradient(text)) } }),
    liveUpToChars: MAX_GRADIENT_CHARS,
  },
  initialInput: () => SAMPLE_GRADIENT,
  examples: [
    {
      name: 'Two colors across, in OKLCH (no grey middle)',
      input: 'linear-gradient(in oklch to right, #ff0000, #0000ff)',
      expect: {
        output:
          'background-color: #ba00c2;\n' +
          'background-image: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);\n' +
          'background-image: linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%);\n',
      },
    },
    {
      name: 'A radial gradient with CSS colors and a transparent edge',
      input: 'radial-gradient(circle, hsl(45 100% 60%) 0%, rgb(255 100 0) 40%, transparent)',
      expect: {
        output:
          'background-color: #ff6400d5;\n' +
          'background-image: radial-gradient(circle, #ffcc33 0%, #ff6400 40%, #00000000 100%);\n',
      },
    },
    {
      name: 'A conic color wheel, stops placed as CSS does',
      input: 'conic-gradient(from 0.25turn, red, yellow, lime, aqua, blue, magenta, red)',
      expect: {
        output:
          'background-color: #00ffff;\n' +
          'background-image: conic-gradient(from 90deg, #ff0000 0%, #ffff00 16.7%, #00ff00 33.3%, #00ffff 50%, #0000ff 66.7%, #ff00ff 83.3%, #ff0000 100%);\n',
      },
    },
  ],
};

export default cssGradientGenerator;
