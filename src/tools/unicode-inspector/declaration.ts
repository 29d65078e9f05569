import { UNICODE_DEFAULTS, type UnicodeOptions } from './core';
import { runUnicodeAction } from './result';
import { runUnicodeInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * The Unicode Inspector: Inspect lists the hidden characters and every code point (name, category, script, UTF-8,
 * UTF-16, HTML entity); Clean Up removes or replaces the hidden ones. Both run in the tool's worker, where the names
 * table loads on first use; the Marked text tab (index.tsx) marks them in the input on the page.
 */
export const unicodeInspector: ToolDeclaration<UnicodeOptions> = {
  input: {
    label: 'Text',
    placeholder: 'Paste text to inspect, e.g. a line that looks right but behaves oddly',
    lineNumbers: true,
  },
  defaults: UNICODE_DEFAULTS,
  options: {
    lookalikes: { kind: 'toggle', label: 'Replace look-alike letters', actions: ['clean'] },
  },
  actions: [
    {
      id: 'inspect',
      label: 'Inspect',
      jobLabel: 'Inspecting',
      faultTitle: 'Unicode Inspector failed',
      outputs: [
        { id: 'findings', label: 'Hidden characters', tab: 'Hidden characters', fileName: 'hidden-characters.txt' },
        { id: 'characters', label: 'Characters', tab: 'Characters', fileName: 'characters.txt', view: 'structured' },
      ],
    },
    {
      id: 'clean',
      label: 'Clean Up',
      jobLabel: 'Cleaning',
      faultTitle: 'Unicode Inspector failed',
      outputs: [{ id: 'output', label: 'Cleaned text', fileName: 'cleaned.txt' }],
    },
  ],
  run: {
    core: runUnicodeAction,
    inWorker: (action, text, options, job) => runUnicodeInWorker(action, text, options, job),
    workerFromChars: 0,
    liveUpToChars: 100_000,
  },
  examples: EXAMPLES,
};

export default unicodeInspector;
