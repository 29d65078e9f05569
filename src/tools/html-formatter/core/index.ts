/**
 * HTML formatter: Prettier's HTML printer formats (with its CSS and JavaScript printers for inline <style>
 * and <script>), html-minifier-terser minifies (clean-css for inline CSS, terser for inline JavaScript; none of
 * them evaluates code, so it runs under the site's policy without 'unsafe-eval'). Everything loads on first use;
 * in the site it runs in the html-formatter worker.
 */
import type { Options as MinifierOptions } from 'html-minifier-terser';
import { refuseMediaUrlLeftOpen } from '../../../core/shared/prettier-hangs';
import {
  codeFormatterFaults,
  formatAndMinify,
  prettierLayout,
  type CodeFormatOptions,
  type FormattedMinified,
} from '../../../core/shared/code-format';
import { fault } from './faults';

/**
 * The nesting Format takes: Prettier's HTML printer recurses per element, and in a browser worker whose code is not
 * optimised yet (the first run) it overflowed the stack from about 195 levels (measured in Chromium; warm, and
 * in Node, some 1,850). Deeper input is refused as such, never as invalid.
 */
export const HTML_NESTING_LIMIT = 100;

const HTML_FAULTS = codeFormatterFaults(fault, HTML_NESTING_LIMIT);

const loadPrettier = () =>
  Promise.all([
    import('prettier/standalone'),
    Promise.all([
      import('prettier/plugins/html'),
      import('prettier/plugins/postcss'),
      import('prettier/plugins/babel'),
      import('prettier/plugins/estree'),
    ]),
  ]);

/** The page as Prettier prints it, inline styles and scripts included. */
async function prettyHtml(text: string, options: CodeFormatOptions): Promise<string> {
  const [prettier, plugins] = await loadPrettier();
  return prettier.format(text, { ...prettierLayout(options), parser: 'html', plugins });
}

/**
 * Safe savings only: whitespace collapses to one space (conservativeCollapse: without it the minifier takes
 * every element off its short inline list for a block and runs words together), then dropUnrenderedBlanks
 * removes the blanks that cannot render; comments go; inline CSS and JavaScript are minified. Attributes keep
 * their quotes.
 */
const MINIFY: MinifierOptions = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: true,
  collapseBooleanAttributes: true,
  // Never read an @import'ed file (there is none to read in a browser).
  minifyCSS: { inline: ['none'] },
  // Spelled out: the browser bundle's terser would otherwise wrap function arguments in parentheses.
  minifyJS: { format: { wrap_func_args: false } },
};

/** The page minified; the minifier's own parse errors (rare once Prettier accepted it) are the input's fault. */
export async function minifyHtml(text: string): Promise<string> {
  const [{ minify }, { dropUnrenderedBlanks }] = await Promise.all([
    import('html-minifier-terser'),
    import('./unrendered-blanks'),
  ]);
  try {
    return dropUnrenderedBlanks(await minify(text, MINIFY));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Parse Error')) {
      throw fault('invalid', { reason: error.message.split('\n', 1)[0].slice(0, 200) });
    }
    throw error;
  }
}

/** Formats and minifies a page or fragment; throws the tool's fault on empty or invalid HTML. */
export async function formatHtml(text: string, options: CodeFormatOptions): Promise<FormattedMinified> {
  // Prettier formats the page's <style> with its CSS printer.
  refuseMediaUrlLeftOpen(text, HTML_FAULTS.mediaUrlLeftOpen);
  return formatAndMinify(text, HTML_FAULTS, (html) => prettyHtml(html, options), minifyHtml);
}
