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

/**
 * The characters of code highlighted in one document, all blocks together; the blocks after it stay plain. Highlighting
 * nearly doubles markdown-it's time on code-heavy text (5 MB of READMEs: 0.7 s plain, 1.3 s highlighted, in Node), and
 * a document past the preview's limit is read as source, not drawn: so a README's code is all highlighted, a 5 MB
 * file's first 100,000 characters of it.
 */
export const HIGHLIGHT_BUDGET_CHARS = 100_000;

/** The languages highlighted, for the README and the tests. */
export const HIGHLIGHTED_LANGUAGES = Object.keys(GRAMMARS);

/** Highlights the code blocks of one document, within HIGHLIGHT_BUDGET_CHARS (a new highlighter per document). */
export function blockHighlighter(): (code: string, language: string) => string {
  let budget = HIGHLIGHT_BUDGET_CHARS;
  return (code, language) => {
    const grammar = GRAMMARS[language.toLowerCase()];
    if (!grammar || code.length > budget) return '';
    budget -= code.length;
    return highlighted(code, grammar);
  };
}

/** The code as HTML spans with `tok-*` classes. */
function highlighted(code: string, grammar: Grammar): string {
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
