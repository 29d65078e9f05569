/**
 * CSS formatter: Prettier's CSS printer (postcss parser) formats, csso minifies. Both load on first use (they
 * are large), so this module costs nothing until a stylesheet is formatted; in the site it runs in the
 * css-formatter worker. Why csso rather than lightningcss-wasm (size to download against speed): ../README.md.
 */
import {
  codeFormatterFaults,
  formatAndMinify,
  prettierLayout,
  type CodeFormatOptions,
  type FormattedMinified,
} from '../../../core/shared/code-format';
import { nestingError } from '../../../core/shared/nesting';
import { refuseMediaUrlLeftOpen } from '../../../core/shared/prettier-hangs';
import { fault } from './faults';

/**
 * The nesting Format takes: Prettier's PostCSS printer recurses per block, and in a browser worker whose code is
 * not optimised yet (the first run) it overflowed the stack from about 270 nested @media (measured in Chromium;
 * warm, and in Node, some 3,000). Deeper input is refused as such, never as invalid.
 */
export const CSS_NESTING_LIMIT = 150;

const CSS_FAULTS = codeFormatterFaults(fault, CSS_NESTING_LIMIT);

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

/** Formats and minifies a stylesheet; throws the tool's fault on empty or invalid CSS. */
export async function formatCss(text: string, options: CodeFormatOptions): Promise<FormattedMinified> {
  // Refused before Prettier, whose printer would overflow the stack (or take seconds on the way there).
  if (cssDepth(text) > CSS_NESTING_LIMIT) throw nestingError('format', CSS_NESTING_LIMIT);
  refuseMediaUrlLeftOpen(text, CSS_FAULTS.mediaUrlLeftOpen);
  return formatAndMinify(text, CSS_FAULTS, (css) => prettyCss(css, options), minifiedCss);
}
