import { MATH_MESSAGES } from './words';
import { MATH_DEFAULTS, MAX_MATH_CHARS, type MathOptions } from './core/options';
import { evaluateInWorker } from './in-worker';
import { withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const outputs = (results: { results: string; history: string }) => ({ outputs: { ...results } });

/**
 * The calculator: mathjs, one expression a line, variables and functions shared down the page. mathjs (~600 KB) is
 * loaded only in the tool's worker, where every run goes, bounded in time (src/tools/math-evaluator/in-worker.ts).
 */
export const mathEvaluator: ToolDeclaration<MathOptions> = {
  input: {
    label: 'Expressions',
    placeholder: 'One expression a line, e.g.\nr = 5 cm\npi * r^2 to mm^2\n0.1 + 0.2',
    hint: 'mathjs syntax: variables (a = 3), functions (f(x) = x^2), units (5 cm + 2 inch to mm), fractions, matrices ([1, 2; 3, 4]). # starts a comment.',
    lineNumbers: true,
  },
  defaults: MATH_DEFAULTS,
  options: {
    numbers: {
      kind: 'select',
      label: 'Numbers',
      choices: [
        { value: 'BigNumber', label: 'Big decimals (0.1 + 0.2 = 0.3)' },
        { value: 'Fraction', label: 'Fractions (1/3 stays 1/3)' },
        { value: 'number', label: 'Doubles (IEEE 754, as JavaScript)' },
      ],
    },
    precision: {
      kind: 'select',
      label: 'Digits',
      choices: [
        { value: '16', label: '16 digits' },
        { value: '32', label: '32 digits' },
        { value: '64', label: '64 digits' },
      ],
    },
  },
  actions: [
    {
      id: 'evaluate',
      label: 'Evaluate',
      jobLabel: 'Calculating',
      faultTitle: MATH_MESSAGES.errorTitle,
      fieldError: (error) => withPosition(error.description ?? error.message, error.at),
      outputs: [
        { id: 'results', tab: 'Results', label: 'Results by line', lineNumbers: true },
        { id: 'history', tab: 'History', label: 'History', fileName: 'calculations.txt' },
      ],
    },
  ],
  run: {
    // For the examples' unit test only: the site's build drops this branch, so mathjs is never bundled twice (the
    // page's chunk beside the worker's, both precached).
    core:
      import.meta.env?.MODE === 'test'
        ? async (_action, text, options) => {
            const { evaluateLines } = await import('./core');
            return outputs(evaluateLines(text, options));
          }
        : undefined,
    inWorker: async (_action, text, options, job) => outputs(await evaluateInWorker(text, options, job)),
    // Every run is in the worker (mathjs lives there, and an expression may run for ever): as you type up to the cap.
    liveUpToChars: MAX_MATH_CHARS,
  },
  examples: EXAMPLES,
};

export default mathEvaluator;
