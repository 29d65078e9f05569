// The HTML formatter's bench input: about 1 MB of real pages from node_modules (istanbul's coverage report of
// pngjs, with inline <style> and <script>), their bodies in one page. Each page closes one <div> too many,
// which Prettier rightly refuses, so that one stray tag is dropped.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUT_DIR } from '../../../bench/lib/inputs.mjs';
import { codeFormatCase } from '../../../bench/drivers/code-format.mjs';

const REPORT = fileURLToPath(new URL('../../../node_modules/pngjs/coverage/lcov-report/', import.meta.url));
const withoutStrayDiv = (page) =>
  page.replace(/<\/div>(\s*)<\/div>(\s*)<script src="prettify.js">/, '</div>$2<script src="prettify.js">');

function htmlFile(mb) {
  const path = join(INPUT_DIR, `coverage-pages-${mb}mb.html`);
  if (existsSync(path)) return path;
  const pages = readdirSync(REPORT)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => withoutStrayDiv(readFileSync(join(REPORT, file), 'utf8')));
  const head = pages[0].slice(0, pages[0].indexOf('<body>'));
  const bodies = pages.map((page) => page.slice(page.indexOf('<body>') + 6, page.lastIndexOf('</body>')));
  let body = '';
  while (body.length < mb * 1e6) for (const part of bodies) body += `<section>\n${part}\n</section>\n`;
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, `${head}<body>\n${body}</body>\n</html>\n`);
  return path;
}

export const htmlFormatCase = (caseName, mb) =>
  codeFormatCase(caseName, { id: 'html-formatter', name: 'HTML', kind: 'html', input: () => htmlFile(mb) });

// Format and minify 1 MB through the UI against Prettier and the minifier in Node.
export const cases = [htmlFormatCase('HTML format + minify, 1 MB of real pages', 1)];
