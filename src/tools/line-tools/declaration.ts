import { DEFAULT_LINE_TOOLS_OPTIONS, type LineToolsOptions } from './core/options';
import { processLinesFileInWorker, processLinesInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { linesNote } from './words';

const filtering = (options: LineToolsOptions) => options.filter !== 'none';

/**
 * Sort and deduplicate lines, and the small jobs around it (trim, remove empty lines, filter, shuffle, reverse,
 * prefix, suffix, numbers), as you type. Every run is in the worker; a regex filter runs under the regex tester's
 * time limit, so a pattern that backtracks for ever is stopped with its message and the page never freezes.
 */
export const lineTools: ToolDeclaration<LineToolsOptions> = {
  input: { label: 'Lines', placeholder: 'Paste lines here, one item a line', lineNumbers: true },
  // From 8 MB a file is not put in the editor: the worker reads it when the action runs.
  file: { accept: '.txt,.csv,.log,.lst,text/*', name: 'a text file', inWorkerFromBytes: 8 * 1024 ** 2 },
  defaults: DEFAULT_LINE_TOOLS_OPTIONS,
  options: {
    order: {
      kind: 'select',
      label: 'Order',
      choices: [
        { value: 'keep', label: 'As they are' },
        { value: 'alpha', label: 'Alphabetical' },
        { value: 'natural', label: 'Natural (file2 before file10)' },
        { value: 'numeric', label: 'Numeric' },
        { value: 'length', label: 'By length' },
        { value: 'locale', label: 'Locale-aware' },
        { value: 'reverse', label: 'Reversed (last line first)' },
        { value: 'shuffle', label: 'Shuffled' },
      ],
    },
    descending: { kind: 'toggle', label: 'Descending', description: 'Z to A, largest or longest first' },
    ignoreCase: { kind: 'toggle', label: 'Ignore case', description: 'In sorting, duplicates and the filter' },
    dedupe: {
      kind: 'select',
      label: 'Duplicates',
      choices: [
        { value: 'none', label: 'Keep all' },
        { value: 'first', label: 'Remove, keep the first' },
        { value: 'last', label: 'Remove, keep the last' },
      ],
    },
    counts: {
      kind: 'toggle',
      label: 'Counts',
      description: 'Each line after how many times it occurs',
      when: (options) => options.dedupe !== 'none',
    },
    removeEmpty: { kind: 'toggle', label: 'Remove empty lines' },
    trim: { kind: 'toggle', label: 'Trim', description: 'Blanks at both ends of each line' },
    filter: {
      kind: 'select',
      label: 'Filter',
      choices: [
        { value: 'none', label: 'No filter' },
        { value: 'keep-text', label: 'Keep lines containing' },
        { value: 'drop-text', label: 'Drop lines containing' },
        { value: 'keep-regex', label: 'Keep lines matching a regex' },
        { value: 'drop-regex', label: 'Drop lines matching a regex' },
      ],
    },
    filterText: {
      kind: 'text',
      label: 'Filter text or regex',
      placeholder: 'error|warn',
      maxChars: 2000,
      when: filtering,
    },
    prefix: { kind: 'text', label: 'Prefix', placeholder: '- ' },
    suffix: { kind: 'text', label: 'Suffix', placeholder: ',' },
    numbers: { kind: 'toggle', label: 'Number lines', description: '1. 2. 3. before each line' },
  },
  actions: [
    {
      id: 'apply',
      label: 'Apply',
      jobLabel: 'Sorting lines',
      faultTitle: 'Line tools failed',
      outputs: [{ id: 'output', label: 'Result', fileName: 'lines.txt', lineNumbers: true }],
    },
  ],
  run: {
    core: async (_action, text, options) => {
      const { processLines } = await import('./core');
      const { output, counts } = processLines(text, options);
      return { outputs: { output }, notes: { output: linesNote(counts) } };
    },
    inWorker: processLinesInWorker,
    fileInWorker: processLinesFileInWorker,
    // Every run is in the worker (a regex filter may never end, and sorting a megabyte takes a while): as you type
    // up to 2 MB.
    liveUpToChars: 2_000_000,
  },
  examples: EXAMPLES,
};

export default lineTools;
