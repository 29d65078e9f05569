import { minify } from 'csso';
import { codeFormatterTests } from './code-formatter';

codeFormatterTests({
  id: 'css-formatter',
  name: 'CSS',
  extension: 'css',
  parser: 'css',
  realFile: 'node_modules/react-toastify/dist/ReactToastify.css',
  minified: (text) => Promise.resolve(minify(text).css),
  invalid: {
    text: 'a {\n  color: red;\n}\nb {\n  margin: 0;\n',
    description: 'Unclosed block at line 4, column 1',
    line: 'b {',
  },
});
