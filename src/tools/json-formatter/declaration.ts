import { textResult } from '../../core/shared/text-result';
import type { TextResult } from '../../core/shared/text-result';
import {
  decodeJsonFile,
  formatJson,
  formattedSizeOf,
  MAX_FORMATTED_BYTES,
  PAGE_FORMATTED_BYTES,
  type FormatRefusal,
  type JsonFormatOptions,
} from '../../core/shared/json';
import { formatJsonFileInWorker, formatJsonTextInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { formatAction, indentOption } from '../../ui/kit/format-action';
import { EXAMPLES } from './examples';
import { JSON_TEXTS } from './words';

/** Output over the preview size goes to the pane as a TextResult (it shows the start, Copy takes all). */
const textResultIfLong = (text: string) => (text.length > 100_000 ? textResult(text) : text);

/** The kit's result: Formatted (unless refused as too large, with the reason in its pane) and Minified. */
function jsonResult(
  formatted: string | TextResult | null | undefined,
  minified: string | TextResult,
  refusal?: FormatRefusal,
) {
  return {
    outputs: { ...(formatted != null && { formatted }), minified },
    ...(refusal && { warnings: { formatted: JSON_TEXTS.tooLargeToFormat(refusal) } }),
  };
}

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
    // JSON must be UTF-8: a file that is not is refused where it breaks, not read with U+FFFD in its place.
    decode: decodeJsonFile,
  },
  defaults: { indent: '2', sortKeys: false },
  options: {
    indent: indentOption(['2', '4', 'tab']),
    sortKeys: { kind: 'toggle', label: 'Sort keys' },
  },
  actions: [formatAction({ name: 'JSON', extension: 'json', language: 'json' })],
  run: {
    here: (_action, text, options) => {
      const { formatted, minified, refusal } = formatJson(text, options);
      return jsonResult(formatted && textResultIfLong(formatted), textResultIfLong(minified), refusal);
    },
    inWorker: async (_action, text, options, job) => {
      const { formatted, minified, refusal } = await formatJsonTextInWorker(text, options, job);
      return jsonResult(formatted, minified, refusal);
    },
    fileInWorker: async (_action, file, options, job) => {
      const { formatted, minified, refusal } = await formatJsonFileInWorker(file, options, job);
      return jsonResult(formatted, minified, refusal);
    },
    // The formatted text grows with the square of the depth: a short but deep input whose formatted text would
    // take the page more than a few tens of milliseconds is formatted in the worker (one past the limit is only
    // minified, which is quick on the page).
    workerFor: (text, { indent }) => {
      const size = formattedSizeOf(text, indent);
      return size > PAGE_FORMATTED_BYTES && size <= MAX_FORMATTED_BYTES;
    },
    // Measured: the formatter writes both outputs at about 35 MB/s on the page, so 200,000 characters take a few
    // milliseconds as you type; from there it runs in the worker when Format is pressed.
    workerFromChars: 200_000,
    liveUpToChars: 200_000,
  },
  examples: EXAMPLES,
};

export default jsonFormatter;
