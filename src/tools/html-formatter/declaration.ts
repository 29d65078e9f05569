// The core module loads its formatter and minifier on first use, so importing it here costs little.
import { formatHtml } from './core';
import { formatHtmlInWorker } from './in-worker';
import { codeFormatter } from '../../ui/kit/format-action';
import { EXAMPLES } from './examples';
import { HTML_BLANK } from './words';

/** Format (Prettier) and minify (html-minifier-terser) HTML, in the tool's worker. */
export const htmlFormatter = codeFormatter({
  name: 'HTML',
  extension: 'html',
  language: 'html',
  success: 'HTML formatted successfully',
  blank: HTML_BLANK,
  input: { label: 'HTML input', placeholder: 'Paste HTML here, e.g. <div><p>Hello</p></div>' },
  file: { accept: '.html,.htm,.xhtml,text/html', name: 'an HTML file' },
  core: formatHtml,
  inWorker: formatHtmlInWorker,
  examples: EXAMPLES,
});

export default htmlFormatter;
