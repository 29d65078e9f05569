import { encodeHtml } from '../src/core/tools/html-entities';
import { copyAndCheck, testLiveThenWorker } from './codec-helpers';
import { dismissToast, expectToast } from './toasts';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/html-encoder');
  await expect(page.getByRole('heading', { name: 'HTML Encoder' })).toBeVisible();
});

const output = (page: import('@playwright/test').Page) => page.getByLabel('Encoded HTML', { exact: true });

test('escapes & < > " and \' (as &#39;) and copies the result', async ({ page }) => {
  const encode = page.getByRole('button', { name: 'Encode', exact: true });
  await expect(encode).toBeDisabled();
  await page.getByLabel('HTML to encode').fill(`<a href="x" title='y'>Tom & Jerry</a>`);
  await encode.click();
  const expected = '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;';
  await expectEditorValue(output(page), expected);
  await copyAndCheck(page, 'Copy encoded html', expected);
});

test('non-ASCII characters become numeric entities on request', async ({ page }) => {
  await page.getByRole('switch', { name: 'Encode non-ASCII characters' }).click();
  await page.getByLabel('HTML to encode').fill('café 😀');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expectEditorValue(output(page), 'caf&#233; &#128512;');
});

test('blank input and empty output get the spec messages', async ({ page }) => {
  await page.getByLabel('HTML to encode').fill('   ');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expectToast(page, 'Please enter some HTML to encode');
  await dismissToast(page);
  await page.getByRole('button', { name: 'Copy encoded html' }).click();
  await expectToast(page, 'Nothing to copy');
});

testLiveThenWorker((text) => ({
  input: 'HTML to encode',
  output: 'Encoded HTML',
  action: 'Encode',
  short: ['<b>', '&lt;b&gt;'],
  long: [text, encodeHtml(text)],
}));
