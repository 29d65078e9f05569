import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyAndCheck, testLiveThenWorker } from './codec-helpers';
import { expectToast } from './toasts';
import { editorValue, expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption } from './select';
import { dropTestFile, makeTestFile } from './big-file';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await expect(page.getByRole('heading', { name: 'Base64 Encoder' })).toBeVisible();
});

test('encodes UTF-8 text, follows the options and copies the result', async ({ page }) => {
  const input = page.getByLabel('Text to encode');
  const encode = page.getByRole('button', { name: 'Encode', exact: true });
  const output = page.getByRole('textbox', { name: 'Base64', exact: true });
  await expect(encode).toBeDisabled();

  await input.fill('Hello, World! café 😀');
  await encode.click();
  await expectEditorValue(output, 'SGVsbG8sIFdvcmxkISBjYWbDqSDwn5iA');

  await input.fill('??>>');
  await encode.click();
  await expectEditorValue(output, 'Pz8+Pg==');
  await page.getByRole('switch', { name: 'URL-safe' }).click();
  await expectEditorValue(output, 'Pz8-Pg==');
  await page.getByRole('switch', { name: 'Padding' }).click();
  await expectEditorValue(output, 'Pz8-Pg');

  await input.fill('x'.repeat(100));
  await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
  await encode.click();
  const wrapped = await editorValue(output);
  expect(wrapped.split('\n').map((line) => line.length)).toEqual([76, 58]);

  await copyAndCheck(page, 'Copy base64', 'eHh4'.repeat(19) + '\r\n' + 'eHh4'.repeat(14) + 'eA');
});

test('Ctrl+Enter encodes; the empty output says Nothing to copy', async ({ page }) => {
  await page.getByRole('button', { name: 'Copy base64' }).click();
  await expectToast(page, 'Nothing to copy');
  await page.getByLabel('Text to encode').fill('foobar');
  await page.getByLabel('Text to encode').press('Control+Enter');
  await expectEditorValue(page.getByRole('textbox', { name: 'Base64', exact: true }), 'Zm9vYmFy');
});

test('encodes an uploaded image to a data URL with a preview, and downloads the result', async ({ page }) => {
  await page.getByRole('tab', { name: 'File' }).click();
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByText('dot.png')).toBeVisible();
  await expect(page.getByAltText('Preview of dot.png')).toBeVisible();
  await expectEditorValue(page.getByRole('textbox', { name: 'Base64', exact: true }), PNG_1X1);

  await chooseOption(page, 'Output', 'Data URL (data:type;base64,…)');
  const dataUrl = page.getByLabel('Data URL', { exact: true });
  await expectEditorValue(dataUrl, `data:image/png;base64,${PNG_1X1}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('dot.png.dataurl.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(`data:image/png;base64,${PNG_1X1}`);

  // The text tab kept its own state.
  await page.getByRole('tab', { name: 'Text' }).click();
  await expect(page.getByLabel('Text to encode')).toHaveText('');
});

test('a file of several pieces, shared by two workers, encodes exactly as coreutils does, with each option', async ({
  page,
}) => {
  // 20 MiB and 8 bytes of random data: three 8 MiB pieces, the last not a whole group, so it ends in padding.
  const buffer = randomBytes(20 * 1024 * 1024 + 8);
  const path = join(await mkdtemp(join(tmpdir(), 'b64-')), 'random.bin');
  await writeFile(path, buffer);
  const coreutils = (args: string[]) =>
    execFileSync('base64', [...args, path], { maxBuffer: 64 * 1024 ** 2 }).toString();
  const downloaded = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    return readFile(await (await download).path(), 'utf8');
  };
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('file-input').setInputFiles(path);
  await expect(page.getByText('Showing the first 100,000 of 27,962,040 characters.')).toBeVisible({ timeout: 20_000 });
  expect((await downloaded()) === coreutils(['-w0'])).toBe(true);

  // MIME lines: 76 characters, CRLF between them (GNU base64 breaks with LF); URL-safe and no padding on top.
  await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
  await page.getByRole('switch', { name: 'URL-safe' }).click();
  await page.getByRole('switch', { name: 'Padding' }).click();
  await expect(page.getByText(/Showing the first 100,000 of 28,697,880 characters/)).toBeVisible({ timeout: 20_000 });
  const expected = coreutils(['-w76']).trimEnd().replace(/\n/g, '\r\n').replace(/\+/g, '-').replace(/\//g, '_');
  expect((await downloaded()) === expected.replace(/=+$/, '')).toBe(true);
});

// The 64 MB encode that must not block the page is in responsiveness.spec.ts (timed on a quiet machine).
test('cancelling a large encode stops it and says Cancelled; Encode again restarts it', async ({ page }) => {
  await page.getByRole('tab', { name: 'File' }).click();
  await makeTestFile(page, 160);
  await dropTestFile(page);
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Encoding' })).toHaveCount(0);
  await expectEditorValue(page.getByRole('textbox', { name: 'Base64', exact: true }), '');
  // The file stays chosen, and can be encoded after all.
  await expect(page.getByText('big.bin')).toBeVisible();
  await page.getByRole('button', { name: 'Encode again' }).click();
  await expect(page.getByText('Showing the first 100,000 of 223,696,216 characters.')).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toHaveCount(0);
});

testLiveThenWorker((text) => ({
  input: 'Text to encode',
  output: 'Base64',
  action: 'Encode',
  short: ['Hi', 'SGk='],
  long: [text, Buffer.from(text).toString('base64')],
}));
