/**
 * Static highlighting of fenced code blocks with the lezer grammars the site's editor already ships (no
 * highlight.js): the block is parsed by its language's grammar and written as spans with `tok-*` classes
 * (`classHighlighter`), which the page's stylesheet and the exported page colour. Pure: runs in the worker.
 */
import { parser as cssParser } from '@lezer/css';
import { classHighlighter, highlightCode } from '@lezer/highlight';
import { parser as htmlParser } from '@lezer/html';
import { parser as jsParser } from '@lezer/javascript';
import { parser as jsonParser } from '@lezer/json';
import { parser as xmlParser } from '@lezer/xml';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A grammar: every lezer LR parser has the shape of this one. */
type Grammar = typeof jsParser;

const TS = jsParser.configure({ dialect: 'ts' });
const JSX = jsParser.configure({ dialect: 'jsx' });
const TSX = jsParser.configure({ dialect: 'jsx ts' });

/** The grammar of a fence's language name (its info string's first word), lower-cased. */
const GRAMMARS: Readonly<Record<string, Grammar>> = {
  js: jsParser,
  javascript: jsParser,
  mjs: jsParser,
  cjs: jsParser,
  jsx: JSX,
  ts: TS,
  typescript: TS,
  tsx: TSX,
  json: jsonParser,
  css: cssParser,
  html: htmlParser,
  xml: xmlParser,
  svg: xmlParser,
};

/** Code blocks longer than this are left plain: a highlighted megabyte is no easier to read, and costs 10 times more. */
export const HIGHLIGHT_MAX_CHARS = 100_000;

/** The languages highlighted, for the README and the tests. */
export const HIGHLIGHTED_LANGUAGES = Object.keys(GRAMMARS);

/** The code as HTML, highlighted when its language is one of ours; '' lets markdown-it escape it itself. */
export function highlightBlock(code: string, language: string): string {
  const grammar = GRAMMARS[language.toLowerCase()];
  if (!grammar || code.length > HIGHLIGHT_MAX_CHARS) return '';
  let html = '';
  highlightCode(
    code,
    grammar.parse(code),
    classHighlighter,
    (text, classes) => {
      html += classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text);
    },
    () => {
      html += '\n';
    },
  );
  return html;
}
