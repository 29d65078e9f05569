import { readFile } from 'node:fs/promises';
import { copyAndCheck, testLiveThenWorker } from './codec-helpers';
import { expectToast, toast } from './toasts';
import { editorValue, expectEditorValue } from './editor';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/base64-decoder');
  await expect(page.getByRole('heading', { name: 'Base64 Decoder' })).toBeVisible();
});

const input = (page: import('@playwright/test').Page) => page.getByLabel('Base64 or data URL to decode');
const decode = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Decode', exact: true });

test('decodes UTF-8 text, tolerating whitespace and the URL-safe alphabet, and copies it', async ({ page }) => {
  await expect(decode(page)).toBeDisabled();
  await input(page).fill('SGVsbG8sIFdvcmxkISBj\n  YWbDqSDwn5iA');
  await decode(page).click();
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), 'Hello, World! café 😀');
  await copyAndCheck(page, 'Copy decoded text', 'Hello, World! café 😀');

  await input(page).fill('8J-YgA');
  await decode(page).click();
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), '😀');
});

test('invalid Base64 is flagged beside the field as you type, gets the spec toast on Decode, and is kept', async ({
  page,
}) => {
  await input(page).fill('SGVsbG8*');
  // As you type: quietly, beside the field (no toast).
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to decode' })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await decode(page).click();
  await expectToast(page, 'Decoding Error', 'Unable to decode. Make sure the input is valid Base64.');
  await expect(input(page)).toHaveText('SGVsbG8*');
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), '');
});

test('decodes as you type, and a result made before an edit never stays unmarked', async ({ page }) => {
  await input(page).fill('SGVsbG8=');
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), 'Hello');
  await input(page).fill('SGVsbG8sIFdvcmxkIQ==');
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), 'Hello, World!');
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
});

test('a data URL becomes a previewed image and a downloadable file', async ({ page }) => {
  await input(page).fill(`data:image/png;base64,${PNG_1X1}`);
  await decode(page).click();
  await expect(page.getByText('The result is binary data, not UTF-8 text.')).toBeVisible();
  await expect(page.getByText('70 bytes · image/png')).toBeVisible();
  const preview = page.getByAltText('Preview of the decoded image');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await expect(page.getByLabel('File name')).toHaveValue('decoded.png');
  await page.getByLabel('File name').fill('pixel.png');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pixel.png');
  expect(await readFile(await file.path())).toEqual(Buffer.from(PNG_1X1, 'base64'));
});

test('round trip: a file uploaded to the encoder comes back byte for byte from the decoder', async ({ page }) => {
  const original = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) & 255));
  await page.goto('/tools/base64-encoder');
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: original });
  const encoded = page.getByRole('textbox', { name: 'Base64', exact: true });
  await expectEditorValue(encoded, /./);
  const text = await editorValue(encoded);

  await page.goto('/tools/base64-decoder');
  await input(page).fill(text);
  await decode(page).click();
  await expect(page.getByText('4.9 KB')).toBeVisible();
  await expect(page.getByLabel('File name')).toHaveValue('decoded.bin');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  expect(await readFile(await (await download).path())).toEqual(original);
});

testLiveThenWorker((text) => ({
  input: 'Base64 or data URL to decode',
  output: 'Decoded text',
  action: 'Decode',
  short: ['SGk=', 'Hi'],
  long: [Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\r\n'), text],
  download: 'Download file',
}));
