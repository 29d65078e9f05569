import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { copyAndCheck, expectLiveThenWorker, REAL_TEXT_PATH } from '../../../tests/codec-helpers';
import { dismissToast, toast } from '../../../tests/toasts';
import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const input = (page: Page) => page.getByLabel('Base64 or data URL to decode');
const decode = (page: Page) => page.getByRole('button', { name: 'Decode', exact: true });
const decoded = (page: Page) => page.getByRole('textbox', { name: 'Decoded text', exact: true });
const showTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Clicks the output bar's Download and returns the file's name and bytes. */
async function downloadFile(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

// Decoding itself (whitespace, padding, both alphabets, data URLs, binary detection, streaming) is unit-tested in
// src/tools/base64/core/{base64,stream,native-decode}.test.ts and src/tools/base64/in-worker.test.ts.
test('decodes text as you type and on Decode, flags bad input, previews and downloads files, long text in a worker', async ({
  page,
}) => {
  await page.goto('/tools/base64-decoder');

  await test.step('decodes as you type, and a result made before an edit never stays unmarked', async () => {
    await expect(decode(page)).toBeDisabled();
    await input(page).fill('SGVsbG8=');
    await expectEditorValue(decoded(page), 'Hello');
    await input(page).fill('SGVsbG8sIFdvcmxkIQ==');
    await expectEditorValue(decoded(page), 'Hello, World!');
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  });

  await test.step('decodes UTF-8 text across line breaks and the URL-safe alphabet on Decode, and copies it', async () => {
    await input(page).fill('SGVsbG8sIFdvcmxkISBj\n  YWbDqSDwn5iA');
    await decode(page).click();
    await expectEditorValue(decoded(page), 'Hello, World! café 😀');
    await copyAndCheck(page, 'Copy decoded text', 'Hello, World! café 😀');
    await dismissToast(page);
    await input(page).fill('8J-YgA');
    await decode(page).click();
    await expectEditorValue(decoded(page), '😀');
  });

  await test.step('invalid Base64 is flagged beside the field, in the spec words, as you type and on Decode; kept', async () => {
    await input(page).fill('SGVsbG8*');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to decode' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await decode(page).click();
    // In view, the message beside the field is the one place (issue 53): no toast repeats it.
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to decode' })).toContainText(
      "Unable to decode. Make sure the input is valid Base64. Invalid character '*' at line 1, column 8.",
    );
    await expect(toast(page)).toHaveCount(0);
    await expect(input(page)).toHaveText('SGVsbG8*');
    await expectEditorValue(decoded(page), '');
  });

  await test.step('a data URL becomes a file named by its type in the output bar, previewed in As a file', async () => {
    await input(page).fill(`data:image/png;base64,${PNG_1X1}`);
    await decode(page).click();
    await expect(page.getByText('The result is binary data, not UTF-8 text.')).toBeVisible();
    expect(await downloadFile(page)).toEqual({ name: 'decoded.png', bytes: Buffer.from(PNG_1X1, 'base64') });
    await showTab(page, 'As a file');
    await expect(page.getByText('70 bytes · image/png')).toBeVisible();
    const preview = page.getByAltText('Preview of the decoded image');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  await test.step('binary data (MIME-wrapped, as the encoder writes it) comes back byte for byte', async () => {
    const original = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) & 255));
    await input(page).fill(original.toString('base64').replace(/.{76}/g, '$&\r\n'));
    await decode(page).click();
    await expect(page.getByText('4.9 KB · unknown type')).toBeVisible();
    await showTab(page, 'Decoded text');
    expect(await downloadFile(page)).toEqual({ name: 'decoded.bin', bytes: original });
  });

  await test.step('long text decodes in the worker on Decode, out of date until then', async () => {
    const text = await readFile(REAL_TEXT_PATH, 'utf8');
    await expectLiveThenWorker(page, {
      input: 'Base64 or data URL to decode',
      output: 'Decoded text',
      action: 'Decode',
      short: ['SGk=', 'Hi'],
      long: [Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\r\n'), text],
    });
  });
});

// Issue 53: sibling tools share one template. The decoder and the encoder's Text tab are one kit screen: the input
// and the result side by side from 1024 px, Load Example, and one output bar with Copy and Download.
test('the decoder and the encoder share a layout: two columns, Load Example, Copy and Download in one bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, inputLabel, outputLabel] of [
    ['/tools/base64-encoder', 'Text to encode', 'Base64'],
    ['/tools/base64-decoder', 'Base64 or data URL to decode', 'Decoded text'],
  ]) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Load Example' }).click();
    const output = page.getByRole('textbox', { name: outputLabel, exact: true });
    await expect(output).not.toHaveText('');
    const inputBox = (await page.getByRole('textbox', { name: inputLabel, exact: true }).boundingBox())!;
    const outputBox = (await output.boundingBox())!;
    expect(outputBox.x, `${path}: the result beside the input`).toBeGreaterThan(inputBox.x + inputBox.width);
    expect(Math.abs(outputBox.y - inputBox.y), `${path}: both at one height`).toBeLessThan(120);
    const bar = page.getByRole('button', { name: 'Download', exact: true }).locator('..');
    await expect(bar.getByRole('button', { name: `Copy ${outputLabel.toLowerCase()}` })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
  }
});
