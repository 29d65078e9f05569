import { DEFAULT_CODE_FORMAT } from '../../core/shared/code-format';
import { formatHtml } from './core';
import { codeFormatterTest } from '../../../tests/code-formatter';

codeFormatterTest({
  id: 'html-formatter',
  name: 'HTML',
  extension: 'html',
  parser: 'html',
  // A real page with an inline script (minified by terser in the worker, under the site's policy).
  realFile: 'node_modules/terser/tools/props.html',
  // The same html-minifier-terser options, run in Node (its Node build; the page runs its browser bundle).
  minified: async (text) => (await formatHtml(text, DEFAULT_CODE_FORMAT)).minified,
  invalid: {
    // istanbul's coverage page closes one div too many.
    file: 'node_modules/pngjs/coverage/lcov-report/crc.js.html',
    description: /Unexpected closing tag "div"\..* at line 189, column 9/,
    line: '        </div>',
  },
});
