// The CSS formatter's bench input: about 1 MB of real stylesheets from node_modules (Playwright's report and
// trace viewer styles, react-toastify, jsdom's default sheet, istanbul's), concatenated until it is 1 MB.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR } from '../../../bench/lib/inputs.mjs';
import { codeFormatCase } from '../../../bench/drivers/code-format.mjs';

const SHEETS = [
  'playwright-core/lib/vite/dashboard/assets/index-BnQkOdFO.css',
  'playwright-core/lib/vite/traceViewer/defaultSettingsView.C8BeHuxd.css',
  'playwright-core/lib/vite/htmlReport/report.css',
  'playwright-core/lib/vite/recorder/assets/index-BZpYJZ-P.css',
  'playwright-core/lib/vite/traceViewer/uiMode.CyMfwkXJ.css',
  'react-toastify/dist/ReactToastify.css',
  'jsdom/lib/jsdom/browser/default-stylesheet.css',
  'pngjs/coverage/lcov-report/base.css',
];

function cssFile(mb) {
  const path = join(INPUT_DIR, `stylesheets-${mb}mb.css`);
  if (existsSync(path)) return path;
  const sheets = SHEETS.map((sheet) =>
    readFileSync(new URL(`../../../node_modules/${sheet}`, import.meta.url), 'utf8'),
  );
  let css = '';
  while (css.length < mb * 1e6) for (const sheet of sheets) css += sheet + '\n';
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, css);
  return path;
}

export const cssFormatCase = (caseName, mb) =>
  codeFormatCase(caseName, { id: 'css-formatter', name: 'CSS', kind: 'css', input: () => cssFile(mb) });

// Format and minify 1 MB through the UI against Prettier and the minifier in Node.
export const cases = [cssFormatCase('CSS format + minify, 1 MB of real stylesheets', 1)];
