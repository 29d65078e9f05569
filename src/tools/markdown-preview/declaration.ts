import { MARKDOWN_ACTIONS, MARKDOWN_DEFAULTS, MARKDOWN_IDS, MARKDOWN_MESSAGES, type MarkdownOptions } from './core';
import { renderMarkdownInWorker } from './in-worker';
import { oneOutput, type KitResult, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/** An action on the page: Markdown → HTML below `workerFromChars`, HTML → Markdown always (turndown needs a DOM). */
const here = (action: string, text: string): KitResult => oneOutput({ output: MARKDOWN_ACTIONS[action](text) });

/**
 * Markdown → HTML (markdown-it, GFM) shown rendered beside the editor and as HTML source, and HTML → Markdown
 * (turndown). The rendered view sanitizes with DOMPurify before insertion (the kit's `view: 'html'`).
 */
export const markdownPreview: ToolDeclaration<MarkdownOptions> = {
  input: {
    label: (_options, action) => (action === MARKDOWN_IDS.toMarkdown ? 'HTML input' : 'Markdown input'),
    placeholder: (_options, action) =>
      action === MARKDOWN_IDS.toMarkdown
        ? 'Paste HTML here, e.g. <h1>Title</h1><p>Some <em>text</em></p>'
        : 'Write Markdown here, e.g. # Title, **bold**, - [ ] task',
    language: (_options, action) => (action === MARKDOWN_IDS.toMarkdown ? 'html' : undefined),
    lineNumbers: true,
  },
  file: { accept: '.md,.markdown,.html,.htm,text/markdown,text/html', name: 'a Markdown or HTML file' },
  defaults: MARKDOWN_DEFAULTS,
  options: {},
  actions: [
    {
      id: MARKDOWN_IDS.render,
      label: 'Markdown → HTML',
      jobLabel: 'Rendering',
      blank: MARKDOWN_MESSAGES.blankMarkdown,
      faultTitle: 'Markdown preview failed',
      outputs: [
        { id: 'output', tab: 'Preview', label: 'Preview', fileName: 'document.html', view: 'html' },
        {
          id: 'output',
          tab: 'HTML',
          label: 'HTML source',
          fileName: 'document-fragment.html',
          language: () => 'html',
          lineNumbers: true,
        },
      ],
    },
    {
      id: MARKDOWN_IDS.toMarkdown,
      label: 'HTML → Markdown',
      jobLabel: 'Converting',
      blank: MARKDOWN_MESSAGES.blankHtml,
      faultTitle: 'HTML → Markdown failed',
      outputs: [{ id: 'output', label: 'Markdown', fileName: 'document.md', lineNumbers: true }],
    },
  ],
  run: {
    here,
    // HTML → Markdown stays on the page here too, bounded by its core (HTML_TO_MARKDOWN_LIMIT).
    inWorker: async (action, text, options, job) =>
      action === MARKDOWN_IDS.toMarkdown
        ? here(action, text)
        : oneOutput(await renderMarkdownInWorker(text, options, job)),
    // markdown-it renders some 4-7 MB/s in Node (5 MB in 0.7-1.3 s), but highlighting code on the page is slower: a
    // 19,000-character README with much code took one 57 ms task in Chromium (render and editor), 9,500 characters
    // none of 50 ms. Live as you type on the page up to 10,000; beyond, in the worker on the button (a tool with a page
    // function runs live only on the page).
    workerFromChars: 10_000,
    liveUpToChars: 10_000,
  },
  examples: EXAMPLES,
};

export default markdownPreview;
