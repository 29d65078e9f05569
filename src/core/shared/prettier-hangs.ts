/**
 * Input on which Prettier never returns, refused before it is called: a formatter's call is one synchronous run that
 * nothing can interrupt but ending its worker, and a tiny text must not hold a worker until the pool gives up on it.
 */
import { TextCursor, type TextPosition } from './text-position';
import type { ToolError } from './tool-error';

/** A media query's params (up to its block or its end), as far as Prettier's media query parser reads them. */
const MEDIA_PARAMS = /@(?:custom-)?media\b([^{;]*)/gi;
const URL_START = /^\s*url\s*\(/i;

/**
 * Where a media query starts with `url(` whose brackets never close (`@media url((;)`): Prettier 3.10's media query
 * parser (postcss-media-query-parser, for CSS and for the CSS inside HTML) counts brackets past the text's end there
 * and never returns. Read as more brackets opened than closed in the params; the index of the `(`.
 */
function mediaUrlLeftOpen(text: string): number | undefined {
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

/**
 * Throws the tool's fault (`leftOpen`, worded with src/ui/words/prettier-hangs.ts), with the position, on a media
 * query Prettier would never finish.
 */
export function refuseMediaUrlLeftOpen(text: string, leftOpen: (at: TextPosition) => ToolError): void {
  const index = mediaUrlLeftOpen(text);
  if (index === undefined) return;
  throw leftOpen(new TextCursor().positionIn(text, index));
}
