import { encodeHtml } from '../src/core/tools/html-entities';
import { copyAndCheck, testLiveThenWorker } from './codec-helpers';
import { expectToast } from './toasts';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/html-decoder');
  await expect(page.getByRole('heading', { name: 'HTML Decoder' })).toBeVisible();
});

const output = (page: import('@playwright/test').Page) => page.getByLabel('Decoded text', { exact: true });
const decode = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Decode', exact: true });

test('decodes named, decimal and hex entities, and copies', async ({ page }) => {
  await expect(decode(page)).toBeDisabled();
  await page
    .getByLabel('HTML entities to decode')
    .fill('Caf&eacute; &amp; cr&#232;me &#x1F600; &hearts; &NotNestedGreaterGreater; &bogus;');
  await decode(page).click();
  await expectEditorValue(output(page), 'Café & crème 😀 ♥ ⪢̸ &bogus;');
  await copyAndCheck(page, 'Copy decoded text', 'Café & crème 😀 ♥ ⪢̸ &bogus;');
});

test('decoded markup is shown as text, never rendered', async ({ page }) => {
  await page
    .getByLabel('HTML entities to decode')
    .fill('&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;&lt;b id=&quot;bold&quot;&gt;hi&lt;/b&gt;');
  await decode(page).click();
  await expectEditorValue(output(page), '<img src=x onerror="window.pwned=1"><b id="bold">hi</b>');
  await expect(page.locator('#bold')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('blank input gets the spec message', async ({ page }) => {
  await page.getByLabel('HTML entities to decode').fill(' \n ');
  await decode(page).click();
  await expectToast(page, 'Please enter some HTML entities to decode');
});

testLiveThenWorker((text) => ({
  input: 'HTML entities to decode',
  output: 'Decoded text',
  action: 'Decode',
  short: ['&lt;b&gt;', '<b>'],
  long: [encodeHtml(text, { nonAscii: true }), text],
}));
