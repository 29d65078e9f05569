import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { DEFAULT_CODE_FORMAT } from '../../../core/shared/code-format';
import { nestingFault } from '../../../core/shared/nesting-faults';
import { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { formatHtml, HTML_NESTING_LIMIT } from '.';

const realFile = (path: string) => readFileSync(new URL(`../../../../node_modules/${path}`, import.meta.url), 'utf8');
/** Real pages: one with an inline script, one with a module script and a preload link, one redirect. */
const PAGES = [
  'terser/tools/props.html',
  'playwright-core/lib/vite/traceViewer/snapshot.html',
  'comlink/docs/index.html',
];
/** A real page that Prettier refuses: istanbul's coverage page closes one div too many. */
const BROKEN = 'pngjs/coverage/lcov-report/crc.js.html';
const SLOW = { timeout: 60_000 };
const errorOf = async (text: string) => {
  try {
    await formatHtml(text, DEFAULT_CODE_FORMAT);
  } catch (error) {
    return error as ToolError;
  }
  throw new Error(`no error for ${text}`);
};

describe('HTML formatter', () => {
  it('formats real pages exactly as Prettier (Node) does, inline script included', SLOW, async () => {
    for (const path of PAGES) {
      const html = realFile(path);
      expect((await formatHtml(html, DEFAULT_CODE_FORMAT)).formatted).toBe(
        await prettier.format(html, { parser: 'html' }),
      );
    }
    const html = realFile(PAGES[0]);
    expect((await formatHtml(html, { indent: 'tab', printWidth: '120' })).formatted).toBe(
      await prettier.format(html, { parser: 'html', useTabs: true, printWidth: 120 }),
    );
  });

  it('minifies inline CSS and JavaScript too; the minified page has the same tags and text', SLOW, async () => {
    const page =
      '<!doctype html>\n<html>\n  <head>\n    <style>\n      body  {  color :  red ;  }\n    </style>\n  </head>\n' +
      '  <body>\n    <!-- a comment -->\n    <p>Hello   <b>world</b></p>\n' +
      '    <script>\n      function add(first, second) {\n        return first + second;\n      }\n      add(1, 2);\n    </script>\n  </body>\n</html>\n';
    const { formatted, minified } = await formatHtml(page, DEFAULT_CODE_FORMAT);
    expect(minified).toContain('<style>body{color:red}</style>');
    expect(minified).toMatch(/<script>function add\(\w,\w\)\{return \w\+\w\}add\(1,2\)<\/script>/);
    expect(minified).not.toContain('a comment');
    expect(minified).toContain('<p>Hello <b>world</b></p>');
    for (const path of PAGES) {
      const real = await formatHtml(realFile(path), DEFAULT_CODE_FORMAT);
      expect(real.minified.length).toBeLessThan(realFile(path).length);
      // Minifying keeps the document: formatted again, it has the same elements and text in the same order.
      const again = await formatHtml(real.minified, DEFAULT_CODE_FORMAT);
      expect(tagsOf(again.formatted)).toEqual(tagsOf(real.formatted));
    }
    expect(tagsOf((await formatHtml(minified, DEFAULT_CODE_FORMAT)).formatted)).toEqual(tagsOf(formatted));
  });

  it("refuses invalid HTML with the parser's reason and where, on a real broken page", SLOW, async () => {
    const error = await errorOf(realFile(BROKEN));
    expect(fault.is(error, 'invalid')).toBe(true);
    expect(error.params).toMatchObject({ line: 189, column: 9 });
    expect(error.params.reason).toMatch(/^Unexpected closing tag "div"\. /);
    expect(error.at).toEqual({ line: 189, column: 9 });
    expect(await errorOf('<div>\n  <span></div>')).toMatchObject({
      code: 'html-formatter.invalid',
      at: { line: 2, column: 9 },
    });
  });

  it("refuses a <style> whose media query starts with url( left open, on which Prettier's CSS printer never returns", async () => {
    const page = '<p>x</p>\n<style>\n@media url((;) {}\n</style>';
    await expect(formatHtml(page, DEFAULT_CODE_FORMAT)).rejects.toMatchObject({
      code: 'html-formatter.mediaUrlLeftOpen',
      params: { line: 3, column: 11 },
    });
  });

  it('refuses empty or blank input', async () => {
    for (const text of ['', '\n  \t']) expect(fault.is(await errorOf(text), 'empty')).toBe(true);
  });

  it('never throws anything but its ToolError on random or hostile input', SLOW, async () => {
    const htmlish = fc
      .array(
        fc.constantFrom(
          '<',
          '>',
          '/',
          'div',
          'p',
          'script',
          'style',
          '=',
          '"',
          "'",
          '<!--',
          '-->',
          ' ',
          '\n',
          '&',
          '{',
          '}',
          'a',
        ),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText(), htmlish), async (text) => {
        try {
          const { formatted, minified } = await formatHtml(text, DEFAULT_CODE_FORMAT);
          expect(typeof formatted).toBe('string');
          expect(typeof minified).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
          expect(fault.is(error)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * The tags and words of a formatted page outside comments, inline scripts and styles, in
 * order (what a minifier must not change; comments go and the code inside scripts and styles is minified on purpose).
 */
const tagsOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3')
    .match(/<\/?[a-z][a-z0-9-]*|[A-Za-z0-9]+/g) ?? [];

describe('HTML minify: blanks that cannot render go, blanks that can stay', () => {
  const minifiedOf = async (html: string) => (await formatHtml(html, DEFAULT_CODE_FORMAT)).minified;

  it('drops blanks between blocks and at the start and end of a block (issue 24)', async () => {
    expect(await minifiedOf('<div>\n   <p>Hello</p>\n     <span>World</span>\n</div>')).toBe(
      '<div><p>Hello</p><span>World</span></div>',
    );
    expect(await minifiedOf('<ul>\n  <li> One </li>\n  <li>Two\n  </li>\n</ul>\n<p>\n  Text <b>bold</b>\n</p>')).toBe(
      '<ul><li>One</li><li>Two</li></ul><p>Text <b>bold</b></p>',
    );
    expect(await minifiedOf('<table>\n  <tr>\n    <td> a </td>\n    <td> b </td>\n  </tr>\n</table>')).toBe(
      '<table><tr><td>a</td><td>b</td></tr></table>',
    );
    // A line break ends a line too; hidden elements (scripts) and comments are no content.
    expect(await minifiedOf('<p>one <br>\n two</p>\n<!-- note -->\n<script>go()</script>\n<p>three</p>')).toBe(
      '<p>one<br>two</p><script>go()</script><p>three</p>',
    );
  });

  it('keeps one blank between inline content: tags, custom elements, images, form controls', async () => {
    for (const html of [
      '<b>a</b> <i>b</i>',
      '<p>a <code>x</code> b</p>',
      '<p><my-tag>y</my-tag> <b>z</b></p>',
      '<p>a <img src="x.png" alt="x"> <input> <button>go</button> <select><option>o</option></select> b</p>',
      '<p>a <svg width="5" height="5"></svg> <video></video> b</p>',
      // An empty inline element may draw (an icon font's ::before): the blank after it stays.
      '<p><i class="icon"></i> Save</p>',
      // Quote marks are drawn inside <q>; ruby and a select's options lay out their whitespace their own way.
      '<p><q> x </q></p>',
      '<p><ruby> a <rt> b </rt></ruby></p>',
      '<div><select><option> o </option></select></div>',
    ])
      expect(await minifiedOf(html)).toBe(html);
    expect(await minifiedOf('<p>a<label> x </label>b</p>')).toBe('<p>a<label> x </label>b</p>');
    // Inside an inline element, a blank right after another one collapses away.
    expect(await minifiedOf('<p>a\n  <label> x </label>\n  b</p>')).toBe('<p>a <label>x </label> b</p>');
    // Two blanks in a row render as one: around a hidden element only one is needed.
    expect(await minifiedOf('<p>x <script>go()</script> y</p>')).toBe('<p>x <script>go()</script>y</p>');
  });

  it('keeps whitespace where it is content: <pre>, <textarea>, white-space styles, SVG text', async () => {
    expect(await minifiedOf('<div>\n<pre>  a\n   b  </pre>\n</div>')).toBe('<div><pre>  a\n   b  </pre></div>');
    expect(await minifiedOf('<div>\n  <textarea>  x\n  </textarea>\n</div>')).toBe(
      '<div><textarea>  x\n  </textarea></div>',
    );
    for (const html of ['<div style="white-space:pre"> a </div>', '<svg><text> a </text></svg>'])
      expect(await minifiedOf(html)).toBe(html);
  });
});

describe('deep HTML (issue 26): a limit of the tool, never "invalid"', () => {
  it('says 5,000 levels are nested too deeply, with the limit', async () => {
    const deep = '<div>'.repeat(5_000) + 'x' + '</div>'.repeat(5_000);
    const error = await errorOf(deep);
    expect(nestingFault.is(error, 'tooDeep')).toBe(true);
    expect(error.params).toEqual({ action: 'format', limit: HTML_NESTING_LIMIT });
  });

  it('formats nesting up to the limit', async () => {
    const deep = '<div>'.repeat(HTML_NESTING_LIMIT) + 'x' + '</div>'.repeat(HTML_NESTING_LIMIT);
    await expect(formatHtml(deep, DEFAULT_CODE_FORMAT)).resolves.toMatchObject({ minified: deep });
  });
});
