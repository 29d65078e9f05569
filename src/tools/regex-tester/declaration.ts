import { parseRegexLiteral } from './core/literal';
import { DEFAULT_REGEX_TESTER_OPTIONS, PATTERN_MAX_CHARS, type RegexTesterOptions } from './core/options';
import { regexTesterPool, runRegexTesterFileInWorker, runRegexTesterInWorker } from './in-worker';
import type { OutputDeclaration, ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { LIBRARY_MESSAGES, PATTERN_LIBRARY } from './words';

const explanation: OutputDeclaration<RegexTesterOptions> = {
  id: 'explanation',
  tab: 'Explanation',
  label: 'Explanation',
  fileName: 'explanation.txt',
  wrap: false,
};

/**
 * A JavaScript regex tried on a text: matches highlighted in the text and listed in a table (Match), a replacement
 * previewed (Replace), the text split (Split), and the pattern explained token by token. Every run is in the worker,
 * under a time limit (src/workers/time-limit.ts): a pattern that backtracks catastrophically is stopped after about
 * 2 s with a message, and the page never freezes.
 */
export const regexTester: ToolDeclaration<RegexTesterOptions> = {
  input: {
    label: 'Test text',
    placeholder: 'Paste or type the text to search here',
    lineNumbers: true,
  },
  // From 8 MB a file is not put in the editor: the worker reads it when the action runs.
  file: { accept: '.txt,.log,.csv,.md,text/*', name: 'a text file', inWorkerFromBytes: 8 * 1024 ** 2 },
  defaults: DEFAULT_REGEX_TESTER_OPTIONS,
  options: {
    pattern: {
      kind: 'text',
      label: 'Pattern',
      placeholder: '(?<year>\\d{4})-(?<month>\\d{2})',
      maxChars: PATTERN_MAX_CHARS,
      wide: true,
      cheatSheet: { label: LIBRARY_MESSAGES.heading, entries: PATTERN_LIBRARY },
    },
    flags: { kind: 'text', label: 'Flags', placeholder: 'gimsuvyd', maxChars: 16 },
    replacement: {
      kind: 'text',
      label: 'Replacement',
      placeholder: '$<month>/$1 ($& is the whole match)',
      actions: ['replace'],
      maxChars: PATTERN_MAX_CHARS,
      wide: true,
    },
  },
  actions: [
    {
      id: 'match',
      label: 'Match',
      jobLabel: 'Matching',
      faultTitle: 'Regex tester failed',
      outputs: [
        { id: 'matches', tab: 'Matches', label: 'Matches', fileName: 'matches.txt', view: 'structured' },
        explanation,
      ],
    },
    {
      id: 'replace',
      label: 'Replace',
      jobLabel: 'Replacing',
      faultTitle: 'Regex tester failed',
      outputs: [{ id: 'output', tab: 'Result', label: 'Replaced text', fileName: 'replaced.txt' }, explanation],
    },
    {
      id: 'split',
      label: 'Split',
      jobLabel: 'Splitting',
      faultTitle: 'Regex tester failed',
      outputs: [
        { id: 'output', tab: 'Pieces', label: 'Pieces', fileName: 'pieces.json', language: () => 'json' },
        explanation,
      ],
    },
  ],
  run: {
    core: async (action, text, options) => {
      const { runRegexTester } = await import('./run');
      return runRegexTester(action, text, options);
    },
    inWorker: runRegexTesterInWorker,
    warm: () => regexTesterPool.warm(1),
    fileInWorker: runRegexTesterFileInWorker,
    // Every run is in the worker (a pattern may never end): as you type up to 2 MB.
    liveUpToChars: 2_000_000,
  },
  // A pasted regex literal, /…/flags, is the pattern and its flags; the test text stays.
  handOffOptions: (text) => parseRegexLiteral(text),
  examples: EXAMPLES,
};

export default regexTester;
