/**
 * CSS formatter: Prettier's CSS printer (postcss parser) formats, csso minifies. Both load on first use (they
 * are large), so this module costs nothing until a stylesheet is formatted; in the site it runs in the
 * css-formatter worker.
 *
 * csso, not lightningcss-wasm: on a 1 MB real stylesheet lightningcss minifies about 3x faster (115-140 ms
 * against 320-370 ms in Node) but writes 5% more, and its .wasm is 15.8 MB for every visitor to download;
 * csso is about 130 kB of JavaScript.
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
