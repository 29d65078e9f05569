import { isNestingError } from '../../core/shared/nesting';
import type { JsFormatOptions, JsSyntax } from './core';
import { runJsFormatterInWorker } from './in-worker';
import { coreOfActions, oneOutput, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { jsFieldError, JS_MESSAGES } from './words';

const SYNTAXES = [
  { value: 'javascript', label: 'JavaScript (ES2024, JSX)' },
  { value: 'typescript', label: 'TypeScript (TSX)' },
] as const satisfies readonly { value: JsSyntax; label: string }[];

const INDENTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: '8', label: '8 spaces' },
] as const;

/** The spec names the JS formatter's Copy 'Copy result' (its §2), word for word. */
const COPY_RESULT = 'Copy result';

const extension = ({ syntax }: JsFormatOptions) => (syntax === 'typescript' ? 'ts' : 'js');

/** Format (Prettier), minify (terser) and validate JavaScript, JSX or TypeScript, in the tool's worker. */
export const jsFormatter: ToolDeclaration<JsFormatOptions> = {
  input: {
    label: 'JavaScript input',
    placeholder: 'Paste JavaScript here, e.g. const answer = () => 42;',
    language: ({ syntax }) => (syntax === 'typescript' ? 'typescript' : 'jsx'),
    lineNumbers: true,
  },
  file: {
    accept: '.js,.mjs,.cjs,.jsx,.ts,.mts,.cts,.tsx,text/javascript,application/javascript',
    name: 'a .js, .jsx or .ts file',
    optionsFor: (name, options) => ({ ...options, syntax: /\.[mc]?tsx?$/i.test(name) ? 'typescript' : 'javascript' }),
  },
  defaults: { indent: '2', syntax: 'javascript' },
  options: {
    syntax: { kind: 'select', label: 'Syntax', choices: SYNTAXES, actions: ['format', 'validate'] },
    indent: { kind: 'select', label: 'Indent', choices: INDENTS, actions: ['format'] },
  },
  actions: [
    {
      id: 'format',
      label: 'Format',
      jobLabel: 'Formatting',
      blank: JS_MESSAGES.emptyFormat,
      fieldError: (error) => jsFieldError('format', error),
      success: JS_MESSAGES.formatted,
      outputs: [
        {
          id: 'output',
          label: 'Formatted JavaScript',
          fileName: (options) => `formatted.${extension(options)}`,
          language: ({ syntax }) => (syntax === 'typescript' ? 'typescript' : 'jsx'),
          lineNumbers: true,
          copyLabel: COPY_RESULT,
        },
      ],
    },
    {
      id: 'minify',
      label: 'Minify',
      jobLabel: 'Minifying',
      blank: JS_MESSAGES.emptyMinify,
      fieldError: (error) => jsFieldError('minify', error),
      success: JS_MESSAGES.minified,
      outputs: [
        {
          id: 'output',
          label: 'Minified JavaScript',
          fileName: 'minified.js',
          wrap: false,
          lineNumbers: true,
          copyLabel: COPY_RESULT,
        },
      ],
    },
    {
      id: 'validate',
      label: 'Validate',
      jobLabel: 'Validating',
      blank: JS_MESSAGES.emptyValidate,
      fieldError: (error) =>
        isNestingError(error) ? error.message : `${JS_MESSAGES.validateField}${error.description ?? ''}`,
      success: JS_MESSAGES.valid,
      outputs: [],
      valid: JS_MESSAGES.valid,
    },
  ],
  run: {
    core: coreOfActions(async () => (await import('./core/actions')).JS_ACTIONS),
    inWorker: async (action, text, options, job) => oneOutput(await runJsFormatterInWorker(action, text, options, job)),
    workerFromChars: 0,
    // Prettier takes some 10 ms per 1,000 characters in the worker: up to here it keeps up with typing.
    liveUpToChars: 50_000,
  },
  examples: EXAMPLES,
  exampleLoaded: 'Example code loaded',
};

export default jsFormatter;
