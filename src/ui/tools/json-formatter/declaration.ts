import { textResult } from '../../../core/shared/text-result';
import { formatJson, type JsonFormatOptions } from '../../../core/tools/json-formatter';
import { formatJsonFileInWorker, formatJsonTextInWorker } from '../../../workers/json-formatter';
import type { ToolDeclaration } from '../../kit/declaration';
import { formatAction, indentOption } from '../../kit/format-action';
import { EXAMPLES } from './examples';

/** Output over the preview size goes to the pane as a TextResult (it shows the start, Copy takes all). */
const textResultIfLong = (text: string) => (text.length > 100_000 ? textResult(text) : text);

/** The Tree tab's words. */
export const JSON_TREE = {
  label: 'Tree',
  empty: 'Enter JSON to see its tree.',
  invalid: 'Fix the JSON to see its tree.',
} as const;

/** Format and minify JSON in one pass of our own tokenizer: on the page as you type, in the worker when long. */
export const jsonFormatter: ToolDeclaration<JsonFormatOptions> = {
  input: {
    label: 'JSON input',
    placeholder: 'Paste JSON here, e.g. {"name": "value"}',
    language: () => 'json',
    lineNumbers: true,
  },
  // Files from 1 MB are formatted from the file in the worker and not put in the editor.
  file: {
    accept: '.json,application/json',
    name: 'a .json file',
    inWorkerFromBytes: 1 << 20,
  },
  defaults: { indent: '2', sortKeys: false },
  options: {
    indent: indentOption(['2', '4', 'tab']),
    sortKeys: { kind: 'toggle', label: 'Sort keys' },
  },
  actions: [formatAction({ name: 'JSON', extension: 'json', language: 'json' })],
  run: {
    here: (_action, text, options) => {
      const { formatted, minified } = formatJson(text, options);
      return { outputs: { formatted: textResultIfLong(formatted), minified: textResultIfLong(minified) } };
    },
    inWorker: async (_action, text, options, job) => ({
      outputs: { ...(await formatJsonTextInWorker(text, options, job)) },
    }),
    fileInWorker: async (_action, file, options, job) => ({
      outputs: { ...(await formatJsonFileInWorker(file, options, job)) },
    }),
    // Measured: the formatter writes both outputs at about 35 MB/s on the page, so 200,000 characters take a few
    // milliseconds as you type; from there it runs in the worker when Format is pressed.
    workerFromChars: 200_000,
    liveUpToChars: 200_000,
  },
  examples: EXAMPLES,
};
