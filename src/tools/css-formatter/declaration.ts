// The core module loads its formatter and minifier on first use, so importing it here costs little.
import { formatCss } from './core';
import { formatCssInWorker } from './in-worker';
import { codeFormatter } from '../../ui/kit/format-action';
import { EXAMPLES } from './examples';
import { CSS_BLANK } from './words';

/** Format (Prettier) and minify (csso) CSS, in the tool's worker. */
export const cssFormatter = codeFormatter({
  name: 'CSS',
  extension: 'css',
  language: 'css',
  success: 'CSS formatted successfully',
  blank: CSS_BLANK,
  input: { label: 'CSS input', placeholder: 'Paste CSS here, e.g. body { margin: 0; }' },
  file: { accept: '.css,text/css', name: 'a CSS file' },
  core: formatCss,
  inWorker: formatCssInWorker,
  examples: EXAMPLES,
});

export default cssFormatter;
