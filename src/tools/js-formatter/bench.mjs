// The JavaScript formatter's cases: a real 1.2 MB library bundle from node_modules, formatted and minified
// through the UI, against Prettier and terser in Node on the same file.
import { fileURLToPath } from 'node:url';
import { formatterCase } from '../../../bench/drivers/format-minify-validate.mjs';

/** React DOM's development bundle: 1.2 MB of real, unminified library code. */
const BUNDLE = fileURLToPath(
  new URL('../../../node_modules/react-dom/cjs/react-dom-client.development.js', import.meta.url),
);

export const jsFormatCase = (name) => formatterCase(name, 'js-formatter', 'format', () => BUNDLE);
export const jsMinifyCase = (name) => formatterCase(name, 'js-formatter', 'minify', () => BUNDLE);

export const cases = [
  jsFormatCase('JS format, 1.2 MB library bundle'),
  jsMinifyCase('JS minify, 1.2 MB library bundle'),
];
