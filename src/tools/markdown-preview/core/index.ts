/**
 * Markdown → HTML with markdown-it (CommonMark, plus GFM's tables, strikethrough, autolinks by linkify, task lists
 * and footnotes; fenced code highlighted by the lezer grammars), and HTML → Markdown with turndown and its GFM
 * plugin. The HTML written here is markdown-it's, raw HTML of the document kept: it is text until the page's
 * preview sanitizes it with DOMPurify (src/ui/kit/sanitize-html.ts) before it touches the DOM.
 */
import MarkdownIt, { type MarkdownIt as Renderer } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { defuseHtml } from '../../../core/shared/defuse-html';
import { ToolError } from '../../../core/shared/tool-error';
import { blockHighlighter } from './highlight';
import { MARKDOWN_MESSAGES } from './messages';
import { taskLists } from './task-lists';

export { MARKDOWN_MESSAGES } from './messages';

/** The actions' ids. */
export const MARKDOWN_IDS = { render: 'markdown-to-html', toMarkdown: 'html-to-markdown' } as const;

/** The tool has no options yet; the kit carries an object (share links, examples). */
export type MarkdownOptions = Record<never, never>;

export const MARKDOWN_DEFAULTS: MarkdownOptions = {};

/**
 * HTML → Markdown runs on the page (turndown parses with the page's DOMParser; a worker has no DOM). Measured in
 * Chromium: 25 ms for 100,000 characters of HTML, 164 ms for 1,000,000; so up to 100,000 (one task, well under 50 ms
 * on a quiet machine), refused with a message beyond.
 */
export const HTML_TO_MARKDOWN_LIMIT = 100_000;

let renderer: Renderer | undefined;
/** The current document's highlighter (each document has its own budget of highlighted code). */
let highlight = blockHighlighter();

/** One markdown-it, made on first use: raw HTML kept (GitHub keeps it too), URLs with a scheme linked. */
function markdownIt(): Renderer {
  renderer ??= new MarkdownIt({
    html: true,
    linkify: true,
    highlight: (code, info) => highlight(code, info.split(/\s/, 1)[0]),
  })
    .use(footnote)
    .use(taskLists);
  return renderer;
}

/** The Markdown as HTML (markdown-it's, unsanitized: see the module's note). */
export function renderMarkdown(text: string): string {
  if (text.trim() === '') throw new ToolError(MARKDOWN_MESSAGES.blankMarkdown);
  highlight = blockHighlighter();
  return markdownIt().render(text);
}

let converter: TurndownService | undefined;

function turndown(): TurndownService {
  if (!converter) {
    converter = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
      hr: '---',
    });
    converter.use(gfm);
    // The plugin writes one tilde, which GFM (and markdown-it) read as text: two, as GitHub writes it.
    converter.addRule('strikethrough', {
      filter: (node) => ['DEL', 'S', 'STRIKE'].includes(node.nodeName),
      replacement: (content) => `~~${content}~~`,
    });
    // Nothing of these is Markdown: drop them rather than keep their text.
    converter.remove(['script', 'style', 'noscript', 'template']);
  }
  return converter;
}

/** HTML as Markdown (turndown with GFM tables, strikethrough and task lists), up to HTML_TO_MARKDOWN_LIMIT. */
export function htmlToMarkdown(html: string): string {
  if (html.trim() === '') throw new ToolError(MARKDOWN_MESSAGES.blankHtml);
  if (html.length > HTML_TO_MARKDOWN_LIMIT)
    throw new ToolError(MARKDOWN_MESSAGES.tooLongTitle, MARKDOWN_MESSAGES.tooLong(HTML_TO_MARKDOWN_LIMIT, html.length));
  // turndown parses with the page's DOMParser, where an event handler alone is a CSP violation: none reach it.
  return `${turndown().turndown(defuseHtml(html))}\n`;
}

/** Both directions, as the worker (Markdown → HTML) and the page run them and the examples test them. */
export const MARKDOWN_ACTIONS: Readonly<Record<string, (text: string) => string>> = {
  [MARKDOWN_IDS.render]: renderMarkdown,
  [MARKDOWN_IDS.toMarkdown]: htmlToMarkdown,
};
