import { isNestingError } from '../../core/shared/nesting';
import { DEFAULT_JSON_DIFF_OPTIONS, type JsonDiffOptions } from './core';
import { diffJsonTexts } from './result';
import { JSON_DIFF_MESSAGES } from './words';
import { diffJsonInWorker } from './in-worker';
import { withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** Two JSON documents compared structurally: a tree of the paths that differ and a JSON Patch, in the worker when large. */
export const jsonDiff: ToolDeclaration<JsonDiffOptions> = {
  input: {
    label: 'Left JSON',
    placeholder: 'Paste the first JSON document here, e.g. {"name": "Ann", "tags": ["a"]}',
    language: () => 'json',
    lineNumbers: true,
  },
  file: { accept: '.json,application/json', name: 'a .json file' },
  defaults: DEFAULT_JSON_DIFF_OPTIONS,
  options: {
    right: {
      kind: 'text',
      display: 'editor',
      label: 'Right JSON',
      placeholder: 'Paste the second JSON document here, e.g. {"name": "Anna", "tags": ["a", "b"]}',
      language: () => 'json',
    },
    arrays: {
      kind: 'select',
      label: 'Arrays',
      choices: [
        { value: 'index', label: 'By index' },
        { value: 'key', label: 'By key field' },
      ],
    },
    keyField: { kind: 'text', label: 'Key field', placeholder: 'id', when: (options) => options.arrays === 'key' },
  },
  actions: [
    {
      id: 'compare',
      label: 'Compare',
      jobLabel: 'Comparing',
      blank: JSON_DIFF_MESSAGES.emptyLeft,
      success: 'JSON compared successfully',
      faultTitle: 'JSON diff failed',
      fieldError: (error) => (isNestingError(error) ? error.message : withPosition(error.title, error.at)),
      outputs: [
        { id: 'tree', tab: 'Differences', label: 'Differences', fileName: 'differences.txt', language: () => 'diff' },
        {
          id: 'patch',
          tab: 'JSON Patch',
          label: 'JSON Patch',
          fileName: 'patch.json',
          language: () => 'json',
          lineNumbers: true,
        },
      ],
    },
  ],
  run: {
    here: (_action, text, options) => ({ outputs: { ...diffJsonTexts(text, options) } }),
    inWorker: async (_action, text, options, job) => ({ outputs: { ...(await diffJsonInWorker(text, options, job)) } }),
    // Parsing and comparing take about 45 ms per 1 MB of both documents together (25 MB in 1.1 s in Node by index,
    // twice that by key): on the page as you type up to some 15 ms of it, then in the worker on the button.
    workerFromChars: 300_000,
    liveUpToChars: 300_000,
  },
  examples: EXAMPLES,
};

export default jsonDiff;
