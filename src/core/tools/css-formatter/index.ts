/**
 * CSS formatter: Prettier's CSS printer (postcss parser) formats, csso minifies. Both load on first use (they
 * are large), so this module costs nothing until a stylesheet is formatted; in the site it runs in the
 * css-formatter worker.
 *
 * csso, not lightningcss-wasm (measured in Node on a busy 2-core machine): on 545 kB of real stylesheets
 * lightningcss took 114-138 ms against csso's 320-370 ms but wrote 5% more (212 kB against 202 kB); on the
 * 1 MB bench file 125-355 ms against 610-2270 ms. Its .wasm is 15.8 MB for every visitor to download, where
 * csso is about 200 kB of JavaScript, and in the worker csso's time is not felt on the page.
 */
import {
  formatAndMinify,
  prettierLayout,
  type CodeFormatOptions,
  type CodeFormatterMessages,
  type FormattedMinified,
} from '../../shared/code-format';
import { nestingError } from '../../shared/nesting';
import { atLineAndColumn } from '../../shared/syntax-fault';
import { TextCursor } from '../../shared/text-position';
import { ToolError } from '../../shared/tool-error';

/**
 * The nesting Format takes: Prettier's PostCSS printer recurses per block, and in a browser worker whose code is
 * not optimised yet (the first run) it overflowed the stack from about 270 nested @media (measured in Chromium;
 * warm, and in Node, some 3,000). Deeper input is refused as such, never as invalid.
 */
export const CSS_NESTING_LIMIT = 150;

export const CSS_MESSAGES: CodeFormatterMessages = {
  empty: 'Please enter CSS code to format',
  invalid: 'Invalid CSS syntax',
  nestingLimit: CSS_NESTING_LIMIT,
};

/** The reason given for a media query's `url(` left open. */
export const CSS_UNCLOSED_URL = "Unclosed bracket in a media query's url(";

const loadPrettier = () => Promise.all([import('prettier/standalone'), import('prettier/plugins/postcss')]);

/** The stylesheet as Prettier prints it. */
async function prettyCss(text: string, options: CodeFormatOptions): Promise<string> {
  const [prettier, postcss] = await loadPrettier();
  return prettier.format(text, { ...prettierLayout(options), parser: 'css', plugins: [postcss] });
}

/**
 * The stylesheet minified by csso (with its structural optimisations: merged rules and declarations). csso
 * forgives what it cannot parse, so the text is checked by Prettier's parser first (formatAndMinify does).
 */
async function minifiedCss(text: string): Promise<string> {
  const { minify } = await import('csso');
  return minify(text).css;
}

/** The deepest nesting of blocks ('{' … '}'), strings and comments skipped. */
export function cssDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [token] of text.matchAll(
    /\/\*[\s\S]*?(?:\*\/|$)|"(?:[^"\\\n]|\\[\s\S])*"?|'(?:[^'\\\n]|\\[\s\S])*'?|[{}]/g,
  )) {
    if (token === '{') deepest = Math.max(deepest, ++depth);
    else if (token === '}') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** A media query's params (up to its block or its end), as far as Prettier's media query parser reads them. */
const MEDIA_PARAMS = /@(?:custom-)?media\b([^{;]*)/gi;
const URL_START = /^\s*url\s*\(/i;

/**
 * Where a media query starts with `url(` whose brackets never close (`@media url((;)`): Prettier's media query
 * parser (postcss-media-query-parser) counts brackets past the text's end there and never returns, so the tiny
 * input would hold its worker until the pool gave up on it. Read as more brackets opened than closed in the params.
 */
function unclosedMediaUrl(text: string): number | undefined {
  for (const match of text.matchAll(MEDIA_PARAMS)) {
    const params = match[1];
    const start = URL_START.exec(params);
    if (!start) continue;
    let depth = 1;
    for (let i = start[0].length; i < params.length && depth > 0; i++)
      depth += params[i] === '(' ? 1 : params[i] === ')' ? -1 : 0;
    if (depth > 0) return match.index + match[0].length - params.length + start[0].length - 1;
  }
  return undefined;
}

/** Formats and minifies a stylesheet; throws a ToolError with the spec's words on empty or invalid CSS. */
export async function formatCss(text: string, options: CodeFormatOptions): Promise<FormattedMinified> {
  // Refused before Prettier, whose printer would overflow the stack (or take seconds on the way there).
  if (cssDepth(text) > CSS_NESTING_LIMIT) throw nestingError('format', CSS_NESTING_LIMIT);
  const unclosed = unclosedMediaUrl(text);
  if (unclosed !== undefined) {
    const at = new TextCursor().positionIn(text, unclosed);
    throw new ToolError(CSS_MESSAGES.invalid, `${CSS_UNCLOSED_URL}${atLineAndColumn(at)}`, at);
  }
  return formatAndMinify(text, CSS_MESSAGES, (css) => prettyCss(css, options), minifiedCss);
}
