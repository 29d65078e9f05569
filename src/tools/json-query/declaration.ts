import { ToolError } from '../../core/shared/tool-error';
import {
  DEFAULT_JSON_QUERY_OPTIONS,
  JQ_CHEAT_SHEET,
  JSON_QUERY_MESSAGES,
  JSONPATH_CHEAT_SHEET,
  type JsonQueryOptions,
} from './core';
import { runJsonQueryFileInWorker, runJsonQueryInWorker } from './in-worker';
import { withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** The longest query a share link may carry. */
const QUERY_MAX_CHARS = 2000;

const fieldError = (error: ToolError) => withPosition(error.message, error.at);

const outputs = [
  { id: 'output', label: 'Result', fileName: 'result.json', language: () => 'json' as const, lineNumbers: true },
];

/**
 * JSONPath or jq over a JSON document: the language is the action (each keeps its own query, and the share link
 * both), the results follow the query as you type. Every run is in the worker, bounded in time (./json-query):
 * a query that loops forever or builds without end is stopped with a message, the page stays responsive.
 */
export const jsonQuery: ToolDeclaration<JsonQueryOptions> = {
  input: {
    label: 'JSON',
    placeholder: 'Paste JSON here, or drop a .json file (100 MB and more is queried in the worker)',
    language: () => 'json',
    lineNumbers: true,
  },
  // From 8 MB a file is not put in the editor: the worker reads it when the query runs.
  file: { accept: '.json,application/json', name: 'a .json file', inWorkerFromBytes: 8 * 1024 ** 2 },
  defaults: DEFAULT_JSON_QUERY_OPTIONS,
  options: {
    jsonpath: {
      kind: 'text',
      label: 'JSONPath expression',
      placeholder: '$.store.book[*].author',
      actions: ['jsonpath'],
      maxChars: QUERY_MAX_CHARS,
      wide: true,
      cheatSheet: { label: 'JSONPath cheat sheet', entries: JSONPATH_CHEAT_SHEET },
    },
    jq: {
      kind: 'text',
      label: 'jq filter',
      placeholder: '.store.book[] | select(.price < 10)',
      actions: ['jq'],
      maxChars: QUERY_MAX_CHARS,
      wide: true,
      cheatSheet: { label: 'jq cheat sheet', entries: JQ_CHEAT_SHEET },
    },
    compact: { kind: 'toggle', label: 'Compact output', description: 'One result a line, unindented (jq -c)' },
  },
  actions: [
    {
      id: 'jsonpath',
      label: 'JSONPath',
      jobLabel: 'Querying',
      blank: JSON_QUERY_MESSAGES.emptyDocument,
      faultTitle: JSON_QUERY_MESSAGES.queryFailed,
      fieldError,
      outputs,
    },
    {
      id: 'jq',
      label: 'jq',
      jobLabel: 'Running jq',
      blank: JSON_QUERY_MESSAGES.emptyDocument,
      faultTitle: JSON_QUERY_MESSAGES.queryFailed,
      fieldError,
      outputs,
    },
  ],
  run: {
    core: async (action, text, options) => {
      const { runJsonQueryCore } = await import('./core-runner');
      return runJsonQueryCore(action, text, options);
    },
    inWorker: runJsonQueryInWorker,
    fileInWorker: runJsonQueryFileInWorker,
    // Every run is in the worker (jq is WebAssembly there, and a query may never end): as you type up to 10 MB.
    liveUpToChars: 10_000_000,
  },
  examples: EXAMPLES,
};

export default jsonQuery;
