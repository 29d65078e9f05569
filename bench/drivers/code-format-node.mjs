// The Node baseline of the code formatters, run as its own process so it stays synchronous for the harness:
//   node code-format-node.mjs <html|css> <file>  ->  {"ms": …, "formatted": sha256, "minified": sha256}
// Times Prettier (the same standalone build and plugins the page uses) and the same minifier (for HTML with the
// page's pass that drops blanks which cannot render) on the file,
// after the modules are loaded (the page's time includes loading them in its worker).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minify as csso } from 'csso';
import { minify as htmlMinifier } from 'html-minifier-terser';
import * as prettier from 'prettier/standalone';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as html from 'prettier/plugins/html';
import * as postcss from 'prettier/plugins/postcss';
import { createServer } from 'vite';

/**
 * The page's own pass after html-minifier-terser, which drops blanks that cannot render
 * (src/tools/html-formatter/core/unrendered-blanks.ts): loaded through Vite, since Node 20 runs no TypeScript.
 */
async function loadDropUnrenderedBlanks() {
  const root = new URL('../..', import.meta.url).pathname;
  const vite = await createServer({
    root,
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { dropUnrenderedBlanks } = await vite.ssrLoadModule('/src/tools/html-formatter/core/unrendered-blanks.ts');
  await vite.close();
  return dropUnrenderedBlanks;
}

// The options of src/tools/html-formatter/core (default layout: indent 2, width 80).
const HTML_MINIFY = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: true,
  collapseBooleanAttributes: true,
  minifyCSS: { inline: ['none'] },
  minifyJS: { format: { wrap_func_args: false } },
};

const FORMATTERS = {
  css: {
    format: (text) => prettier.format(text, { parser: 'css', plugins: [postcss] }),
    minify: async (text) => csso(text).css,
  },
  html: {
    format: (text) => prettier.format(text, { parser: 'html', plugins: [html, postcss, babel, estree] }),
    minify: async (text) => dropUnrenderedBlanks(await htmlMinifier(text, HTML_MINIFY)),
  },
};

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const [kind, path] = process.argv.slice(2);
const dropUnrenderedBlanks = kind === 'html' ? await loadDropUnrenderedBlanks() : null;
const { format, minify } = FORMATTERS[kind];
const text = readFileSync(path, 'utf8');
const t0 = performance.now();
const formatted = await format(text);
const minified = await minify(text);
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, formatted: sha256(formatted), minified: sha256(minified) }));
