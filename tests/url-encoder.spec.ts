import { copyAndCheck, testLiveThenWorker } from './codec-helpers';
import { expectToast } from './toasts';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption } from './select';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/url-encoder');
  await expect(page.getByRole('heading', { name: 'URL Encoder' })).toBeVisible();
});

const output = (page: import('@playwright/test').Page) => page.getByLabel('Encoded', { exact: true });

test('encodes a component, a full URL and form-style spaces, then copies', async ({ page }) => {
  const encode = page.getByRole('button', { name: 'Encode', exact: true });
  await expect(encode).toBeDisabled();
  await page.getByLabel('Text to encode').fill('https://example.com/a b?q=café&x=1');
  await encode.click();
  await expectEditorValue(output(page), 'https%3A%2F%2Fexample.com%2Fa%20b%3Fq%3Dcaf%C3%A9%26x%3D1');

  await chooseOption(page, 'Encode as', 'Full URL (keeps : / ? # & =)');
  await encode.click();
  await expectEditorValue(output(page), 'https://example.com/a%20b?q=caf%C3%A9&x=1');

  await chooseOption(page, 'Encode as', "Component, RFC 3986 strict (also ! ' ( ) *)");
  await page.getByLabel('Text to encode').fill("it's (a) test!");
  await page.getByRole('switch', { name: "Spaces as '+'" }).click();
  await encode.click();
  await expectEditorValue(output(page), 'it%27s+%28a%29+test%21');
  await copyAndCheck(page, 'Copy encoded', 'it%27s+%28a%29+test%21');
});

test('batch mode encodes each trimmed line', async ({ page }) => {
  await page.getByRole('switch', { name: 'Batch mode' }).click();
  await page.getByLabel('Text to encode (one per line)').fill('  hello world  \n\na&b=c\n😀');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expectEditorValue(output(page), 'hello%20world\n\na%26b%3Dc\n%F0%9F%98%80');
});

test('Clear empties both sides; Copy with no output says Nothing to copy', async ({ page }) => {
  await page.getByLabel('Text to encode').fill('x y');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Text to encode')).toHaveText('');
  await expectEditorValue(output(page), '');
  await page.getByRole('button', { name: 'Copy encoded' }).click();
  await expectToast(page, 'Nothing to copy');
});

testLiveThenWorker((text) => ({
  input: 'Text to encode',
  output: 'Encoded',
  action: 'Encode',
  short: ['a b&c', 'a%20b%26c'],
  long: [text, encodeURIComponent(text)],
}));
