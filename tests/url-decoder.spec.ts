import { readFile } from 'node:fs/promises';
import { REAL_TEXT_PATH, copyAndCheck, expectLiveThenWorker } from './codec-helpers';
import { expectToast } from './toasts';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/url-decoder');
  await expect(page.getByRole('heading', { name: 'URL Decoder' })).toBeVisible();
});

const output = (page: import('@playwright/test').Page) => page.getByLabel('Decoded', { exact: true });
const decode = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Decode', exact: true });

test("decodes percent escapes, '+' as space on request, and copies", async ({ page }) => {
  await expect(decode(page)).toBeDisabled();
  await page.getByLabel('URL to decode').fill('q%3Dcaf%C3%A9+cr%C3%A8me%20%F0%9F%98%80');
  await decode(page).click();
  await expectEditorValue(output(page), 'q=café+crème 😀');
  await page.getByRole('switch', { name: "'+' as space" }).click();
  await decode(page).click();
  await expectEditorValue(output(page), 'q=café crème 😀');
  await copyAndCheck(page, 'Copy decoded', 'q=café crème 😀');
});

test('a malformed escape gets the spec message and the input is kept', async ({ page }) => {
  await page.getByLabel('URL to decode').fill('100%zz');
  await decode(page).click();
  await expectToast(page, 'Unable to decode text. Make sure it contains valid URL encoded characters');
  await expect(page.getByLabel('URL to decode')).toHaveText('100%zz');
});

test('batch mode decodes each trimmed line and reports the ones that fail', async ({ page }) => {
  await page.getByRole('switch', { name: 'Batch mode' }).click();
  await page.getByLabel('URLs to decode (one per line)').fill('  a%20b \n%E0%A4%A\nc%26d');
  await decode(page).click();
  await expectEditorValue(output(page), 'a b\n%E0%A4%A\nc&d');
  await expectToast(
    page,
    'Unable to decode some URLs. Make sure they contain valid URL encoded characters.',
    'Line 2 left unchanged.',
  );
});

test('batch decoding of a long real file runs in the worker and lists the lines that fail', async ({ page }) => {
  test.setTimeout(60_000);
  const lines = (await readFile(REAL_TEXT_PATH, 'utf8')).split('\n').map((line) => encodeURIComponent(line.trim()));
  lines[41] = '%E0%A4%A';
  await page.getByRole('switch', { name: 'Batch mode' }).click();
  const decoded = lines.map((line, i) => (i === 41 ? line : decodeURIComponent(line))).join('\n');
  await expectLiveThenWorker(page, {
    input: 'URLs to decode (one per line)',
    output: 'Decoded',
    action: 'Decode',
    short: ['a%20b\nc%26d', 'a b\nc&d'],
    long: [lines.join('\n'), decoded],
  });
  await expectToast(
    page,
    'Unable to decode some URLs. Make sure they contain valid URL encoded characters.',
    'Line 42 left unchanged.',
  );
  await expect(page.getByRole('main').getByText('Line 42 left unchanged.', { exact: true })).toBeVisible();
});
