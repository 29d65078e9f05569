import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { PREVIEW_CHARS } from '../../core/shared/text-result';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { button, tab, mainButton } from '../../../tests/format-minify-validate';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const preview = (page: Page) => page.getByTestId('rendered-html');

/** A document that would run script, fetch, post, restyle or leave the page if its HTML went in as it is. */
const HOSTILE = `# Hostile

<img src=x onerror="window.__ran = 'img'; alert(1)">

[a link](javascript:window.__ran='link')

<svg onload="window.__ran = 'svg'"><script>window.__ran = 'svg script'</script><circle r="4"/></svg>

<iframe src="https://evil.example/" srcdoc="<script>parent.__ran = 'iframe'</script>"></iframe>

<form action="https://evil.example/"><input name="q"><button>Send</button></form>

<style>main { display: none }</style>

<meta http-equiv="refresh" content="0; url=https://evil.example/">

<details open ontoggle="window.__ran = 'details'">x</details>

<p style="position:fixed;inset:0;background:url(https://evil.example/t.png)">overlay</p>

![A remote cat](https://evil.example/cat.png)

Still here.
`;

test('a hostile document runs, fetches and navigates nothing; remote images are placeholders', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/tools/markdown-preview');
  const url = page.url();
  await pasteInto(field(page, 'Markdown input'), HOSTILE);
  await expect(preview(page)).toContainText('Still here.', { timeout: 15_000 });
  await expect(preview(page).getByRole('heading', { name: 'Hostile' })).toBeVisible();
  // The placeholder says what the image was.
  await expect(
    preview(page).getByText('Remote image not loaded: https://evil.example/cat.png (A remote cat)'),
  ).toBeVisible();
  await expect(preview(page).getByText('Remote image not loaded: x', { exact: true })).toBeVisible();
  const inserted = await preview(page).evaluate((box) => ({
    elements: [...box.querySelectorAll('script, iframe, form, style, meta, img')].map((e) => e.tagName),
    handlers: [...box.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name))),
    styled: box.querySelectorAll('[style]').length,
    link: box.querySelector('a')?.getAttribute('href') ?? null,
  }));
  expect(inserted).toEqual({ elements: [], handlers: [], styled: 0, link: null });
  await expect(page.locator('main')).toBeVisible();
  // The link without its javascript: address goes nowhere when clicked.
  await preview(page).getByText('a link').click();
  await preview(page).locator('details:not(.kit-html-blocked-image)').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(page.url()).toBe(url);
  // The HTML tab shows the source as text: what markdown-it wrote, raw HTML and all (never inserted as HTML).
  await tab(page, 'HTML').click();
  await expect(field(page, 'HTML source')).toContainText('onerror=');
});

test('Download page is a standalone file of the sanitized HTML with its CSS inline; Copy as HTML copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/markdown-preview');
  await pasteInto(
    field(page, 'Markdown input'),
    '# Notes\n\n- [x] done\n\n```js\nlet a = 1;\n```\n\n<img src=x onerror=alert(1)>',
  );
  await expect(preview(page).getByRole('heading', { name: 'Notes' })).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await button(page, 'Download page').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('document.html');
  const saved = readFileSync(await file.path(), 'utf8');
  expect(saved).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(saved).toContain('<style>');
  expect(saved).toContain('.kit-html .tok-comment');
  expect(saved).toContain('<h1>Notes</h1>');
  expect(saved).toContain('<span class="tok-keyword">let</span>');
  expect(saved).toContain('<img src="x">');
  expect(saved).not.toMatch(/onerror|<script/i);

  await button(page, 'Copy as HTML').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('<h1>Notes</h1>');
  expect(copied).not.toContain('onerror');
});

/** markdown-it in Node, set up as the tool's (without its task lists and highlighting, which this text has none of). */
const oracle = new MarkdownIt({ html: true, linkify: true }).use(footnote);

test('long Markdown renders in the worker on the button as markdown-it does in Node; its preview past the limit says why', async ({
  page,
}) => {
  await page.goto('/tools/markdown-preview');
  const section = (i: number) =>
    `## Section ${i}\n\nSome *text* with **bold**, a [link](https://example.com/${i}) and \`code\`.\n\n` +
    `| a | b |\n| - | - |\n| ${i} | ~~x~~ |\n\n> quoted ${i}\n\n1. one\n2. two\n\n`;
  const text = Array.from({ length: 400 }, (_, i) => section(i)).join('');
  expect(text.length).toBeGreaterThan(60_000);
  await pasteInto(field(page, 'Markdown input'), text);
  await mainButton(page).click();
  await expect(page.getByTestId('output-note')).toContainText('Too long to preview', { timeout: 30_000 });
  await tab(page, 'HTML').click();
  const html = oracle.render(text);
  expect(html.length).toBeGreaterThan(PREVIEW_CHARS);
  // The pane shows the start of a long output; its Download takes it all.
  await expectEditorValue(field(page, 'HTML source'), html.slice(0, PREVIEW_CHARS), 30_000);
  const download = page.waitForEvent('download');
  await button(page, 'Download').click();
  expect(readFileSync(await (await download).path(), 'utf8')).toBe(html);
});

test('HTML → Markdown turns a page into GFM; the Markdown renders back', async ({ page }) => {
  await page.goto('/tools/markdown-preview');
  await tab(page, 'HTML → Markdown').click();
  await pasteInto(
    field(page, 'HTML input'),
    '<h2>Steps</h2><ol><li>Open</li><li>Close</li></ol><table><thead><tr><th>k</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table><script>alert(1)</script>',
  );
  await expectEditorValue(
    field(page, 'Markdown'),
    '## Steps\n\n1.  Open\n2.  Close\n\n| k |\n| --- |\n| v |\n',
    15_000,
  );
  const markdown = await editorValue(field(page, 'Markdown'));
  await tab(page, 'Markdown → HTML').click();
  await pasteInto(field(page, 'Markdown input'), markdown);
  await expect(preview(page).getByRole('cell', { name: 'v' })).toBeVisible({ timeout: 15_000 });
});

/** Every way a document may point the preview at another origin (issue 53): a base address, images, CSS. */
const REMOTE = `<base href="http://evil.example/">

![](http://evil.example/plain.png)

<img src="http://evil.example/tag.png" alt="A tag">

<img src="relative.png" alt="Relative">

<svg width="20" height="20"><image href="http://evil.example/svg.png" width="20" height="20"/><image xlink:href="http://evil.example/xlink.png"/></svg>

<p style="background:url(http://evil.example/css.png)">Styled</p>

<svg><style>circle { fill: url(http://evil.example/fill.svg#g) }</style><circle r="4"/></svg>

<svg width="8" height="8"><rect width="8" height="8" fill="url(http://evil.example/f.svg#p)" filter="url(http://evil.example/f.svg#f)" mask="url(http://evil.example/f.svg#m)" clip-path="url(http://evil.example/f.svg#c)" cursor="url(http://evil.example/c.cur), auto"/><use href="http://evil.example/u.svg#u"/><feImage href="http://evil.example/fe.png"/></svg>

The end.
`;

test('remote content: no base, each remote image a placeholder naming its address, no request or CSP violation', async ({
  page,
}) => {
  await page.goto('/tools/markdown-preview');
  await pasteInto(field(page, 'Markdown input'), REMOTE);
  await expect(preview(page)).toContainText('The end.', { timeout: 15_000 });
  for (const address of ['plain.png', 'tag.png', 'svg.png', 'xlink.png'])
    await expect(preview(page).getByText(`Remote image not loaded: http://evil.example/${address}`)).toBeVisible();
  await expect(preview(page).getByText('Remote image not loaded: relative.png (Relative)')).toBeVisible();
  // Each placeholder opens on why.
  const tag = preview(page).locator('details', { hasText: 'http://evil.example/tag.png' });
  const why = tag.getByText(/^This page fetches nothing from other sites/);
  await expect(why).toBeHidden();
  await tag.getByText('Remote image not loaded: http://evil.example/tag.png (A tag)').click();
  await expect(why).toBeVisible();
  const left = await preview(page).evaluate((box) => ({
    base: document.querySelectorAll('base').length + box.querySelectorAll('base').length,
    remote: [...box.querySelectorAll('*')].flatMap((e) =>
      [...e.attributes].filter((a) => /evil\.example/.test(a.value) && !/^data-/.test(a.name)).map((a) => a.name),
    ),
  }));
  expect(left).toEqual({ base: 0, remote: [] });
  // Nothing was asked of another origin: the fixture fails the test on a CSP violation or a request elsewhere.
  await page.waitForTimeout(300);
});
