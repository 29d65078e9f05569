import { minify } from 'csso';
import { codeFormatterTest } from '../../../tests/code-formatter';

codeFormatterTest({
  id: 'css-formatter',
  name: 'CSS',
  extension: 'css',
  parser: 'css',
  // istanbul's report stylesheet: hand-written rules, comments and a media query.
  realFile: 'node_modules/pngjs/coverage/lcov-report/base.css',
  minified: (text) => Promise.resolve(minify(text).css),
  invalid: {
    text: 'a {\n  color: red;\n}\nb {\n  margin: 0;\n',
    description: 'Unclosed block at line 4, column 1',
    line: 'b {',
  },
});
