import { TEXT_STATISTICS_DEFAULTS, type TextStatisticsOptions } from './core';
import { textStatistics } from './result';
import { countFileInWorker, countTextInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * Word counter and text statistics: counts as you type (in the worker, up to LIVE_CHARS), and a file of any size
 * streamed through the worker in chunks, never put in the editor.
 */
export const textStatisticsTool: ToolDeclaration<TextStatisticsOptions> = {
  input: {
    label: 'Text',
    placeholder: 'Type or paste text to count its words, characters, sentences and lines, or open a file of any size',
  },
  file: {
    accept: '.txt,.md,.markdown,.csv,.log,.json,.xml,.html,.srt,text/*',
    name: 'a text file',
    // Larger files are counted as they stream through the worker, not put in the editor.
    inWorkerFromBytes: 1 << 20,
  },
  defaults: TEXT_STATISTICS_DEFAULTS,
  options: {
    top: {
      kind: 'select',
      label: 'Top words',
      choices: [
        { value: '10', label: '10' },
        { value: '25', label: '25' },
        { value: '50', label: '50' },
        { value: '100', label: '100' },
      ],
    },
    skipStopWords: {
      kind: 'toggle',
      label: 'Leave out stop words',
      description: 'Common English words such as "the", "and", "of"',
    },
  },
  actions: [
    {
      id: 'count',
      label: 'Count',
      jobLabel: 'Counting',
      outputs: [
        {
          id: 'statistics',
          label: 'Statistics',
          tab: 'Statistics',
          fileName: 'text-statistics.txt',
          view: 'structured',
        },
        { id: 'words', label: 'Top words', tab: 'Top words', fileName: 'top-words.txt', view: 'structured' },
      ],
    },
  ],
  run: {
    core: (_action, text, options) => Promise.resolve(textStatistics(text, options)),
    inWorker: (_action, text, options, job) => countTextInWorker(text, options, job),
    fileInWorker: (_action, file, options, job) => countFileInWorker(file, options, job),
    // ASCII text counts at about 30 MB/s in the worker on this busy machine: 1 MB takes some 30 ms.
    liveUpToChars: 1_000_000,
  },
  examples: EXAMPLES,
};

export default textStatisticsTool;
