/**
 * The HTML formatter's minified output renders the same text as its input, as Chromium lays it out
 * (`document.body.innerText` follows CSS whitespace collapsing): only blanks that cannot render go. The
 * minifier runs in Node here (src/tools/html-formatter/html-formatter.spec.ts proves the page's worker gives the same output).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { minifyHtml } from '../src/tools/html-formatter/core';
import { dropUnrenderedBlanks } from '../src/tools/html-formatter/core/unrendered-blanks';
import { expect, test } from './fixtures';

/** Real pages of installed packages: coverage reports (tables, <pre>, many spans), docs, test runners. */
const REAL_PAGES = [
  'node_modules/pngjs/coverage/lcov-report/index.html',
  'node_modules/pngjs/coverage/lcov-report/parser.js.html',
  'node_modules/pngjs/coverage/lcov-report/bitmapper.js.html',
  'node_modules/pngjs/coverage/lcov-report/crc.js.html',
  'node_modules/terser/tools/props.html',
  'node_modules/playwright-core/lib/vite/traceViewer/index.html',
  'node_modules/comlink/docs/examples/05-serviceworker-example/index.html',
];

/** Blanks that render and blanks that do not, side by side. */
const CASES = [
  '<div>\n   <p>Hello</p>\n     <span>World</span>\n</div>',
  '<b>a</b> <i>b</i>',
  '<ul>\n  <li> One </li>\n  <li>Two\n  </li>\n</ul>\n<p>\n  Text <b>bold</b>\n</p>',
  '<p>a<code> x </code>b <my-tag>y</my-tag> <label> z </label> <q> q </q></p>',
  '<p>a <img alt="i"> <input> <button> go </button> <select><option> o </option></select> b</p>',
  '<p><i class="icon"></i> Save</p>\n<p>x <script>go()</script> y <!-- c --> z</p>',
  '<div>\n<pre>  a\n   b  </pre>\n</div>\n<textarea>  t  </textarea>',
  '<table>\n  <tr>\n    <td> a </td>\n    <td> b </td>\n  </tr>\n</table>',
  '<p>one <br>\n two</p><div><span> </span><div> x </div></div>',
  '<ruby> a <rt> b </rt></ruby> <svg><text> s </text></svg>',
];

/**
 * The text Chromium renders for each markup, in order: each is written as the whole document, as `page.setContent`
 * does (document.open, write, close), all in one round trip.
 */
const renderedTexts = (page: Page, ...htmls: string[]) =>
  page.evaluate((all) => {
    return all.map((html) => {
      document.open();
      document.write(html);
      document.close();
      return document.body.innerText;
    });
  }, htmls);

/** Expects `changed` to render the same text as `original`. */
async function expectSameText(page: Page, changed: string, original: string, what: string) {
  const [seen, expected] = await renderedTexts(page, changed, original);
  expect(seen, what).toBe(expected);
}

// No script runs: the text compared is the markup's, not what a page's script would make of it.
test.use({ javaScriptEnabled: false });

/** Random markup, closed or not, mixing blocks, inline, hidden, replaced and whitespace-preserving elements. */
const ELEMENTS = ['div', 'p', 'span', 'b', 'li', 'ul', 'code', 'my-el', 'label', 'button', 'td', 'tr', 'table'];
const MORE_ELEMENTS = ['pre', 'a', 'h1', 'i', 'span hidden', 'details', 'option', 'q', 'textarea', 'ruby', 'rt'];
const LEAVES = ['<br>', '<img alt="x">', '<input>', '<wbr>', '<hr>', '<script>go()</script>', '<input type="hidden">'];
const text = fc
  .array(fc.constantFrom('a', 'b', ' ', '  ', '\n  ', '\t', '&nbsp;', 'x y', '<!-- c -->'), { maxLength: 4 })
  .map((parts) => parts.join(''));
const markup: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? fc.oneof(text, fc.constantFrom(...LEAVES))
    : fc.oneof(
        { weight: 1, arbitrary: text },
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.constantFrom(...ELEMENTS, ...MORE_ELEMENTS),
              fc.array(markup(depth - 1), { maxLength: 4 }),
              fc.boolean(),
            )
            .map(([tag, children, closed]) => `<${tag}>${children.join('')}${closed ? `</${tag.split(' ')[0]}>` : ''}`),
        },
      ),
);

test('minified HTML renders the same text as the original: chosen cases, real pages, and random markup', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('blanks between and around blocks go, blanks that render stay', async () => {
    for (const html of CASES) await expectSameText(page, await minifyHtml(html), html, html);
    expect(await minifyHtml(CASES[0])).toBe('<div><p>Hello</p><span>World</span></div>');
    // What is compared is the text as laid out: inline blanks collapse to one space, a paragraph stands apart.
    expect(await renderedTexts(page, CASES[1], CASES[0])).toEqual(['a b', 'Hello\n\nWorld']);
  });

  await test.step('real pages minified render the same text as the originals', async () => {
    for (const path of REAL_PAGES) {
      const html = readFileSync(path, 'utf8');
      const minified = await minifyHtml(html);
      expect(minified.length, path).toBeLessThan(html.length);
      await expectSameText(page, minified, html, path);
    }
  });

  await test.step('dropping the blanks that cannot render never changes the rendered text of random markup', async () => {
    // 200 random markups, 10 to a run: each run renders its 20 documents in one round trip.
    await fc.assert(
      fc.asyncProperty(fc.array(markup(4), { minLength: 10, maxLength: 10 }), async (htmls) => {
        const texts = await renderedTexts(page, ...htmls.flatMap((html) => [dropUnrenderedBlanks(html), html]));
        htmls.forEach((html, i) => expect(texts[2 * i], html).toBe(texts[2 * i + 1]));
      }),
      { numRuns: 20 },
    );
  });
});
