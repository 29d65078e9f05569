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

export const CSS_MESSAGES: CodeFormatterMessages = {
  empty: 'Please enter CSS code to format',
  invalid: 'Invalid CSS syntax',
};

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

/** Formats and minifies a stylesheet; throws a ToolError with the spec's words on empty or invalid CSS. */
export const formatCss = (text: string, options: CodeFormatOptions): Promise<FormattedMinified> =>
  formatAndMinify(text, CSS_MESSAGES, (css) => prettyCss(css, options), minifiedCss);
