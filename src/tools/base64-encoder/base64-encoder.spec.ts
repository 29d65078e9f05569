import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatCount } from '../../core/shared/format';
import { copyAndCheck, expectLiveThenWorker, REAL_TEXT_PATH } from '../../../tests/codec-helpers';
import { dismissToast, expectToast } from '../../../tests/toasts';
import { editorValue, expectEditorValue } from '../../../tests/editor';
import { expect, test, withConsentChosen } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';
import { dropTestFile, makeTestFile } from '../../../tests/big-file';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const output = (page: Page) => page.getByRole('textbox', { name: 'Base64', exact: true });
const showing = (page: Page, chars: number) =>
  page.getByText(`Showing the first 100,000 of ${formatCount(chars)} characters.`);

/** Clicks Download and returns the file's name and text. */
async function download(page: Page) {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await event;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

// The alphabets, padding, MIME lines, data URLs, streaming and pieces are unit tests in
// src/tools/base64/core/{base64,native,split,stream}.test.ts and src/tools/base64/in-worker.test.ts.
test('encodes text at once, long text in a worker on Encode, follows the options and copies', async ({ page }) => {
  // One flow in place of several tests: the time of the tests it replaced.
  test.setTimeout(90_000);
  // The banner would lie over the Cancel button at the window's foot and take the click while the encode ends.
  await withConsentChosen(page);
  await page.goto('/tools/base64-encoder');
  const input = page.getByLabel('Text to encode');
  const realText = await readFile(REAL_TEXT_PATH, 'utf8');
  const realBase64 = Buffer.from(realText).toString('base64');

  await test.step('text: Ctrl+Enter encodes, the options apply at once, Copy; empty output says Nothing to copy', async () => {
    await expect(page.getByRole('button', { name: 'Encode', exact: true })).toBeDisabled();
    // Disabled while the output is empty (aria-disabled: a press still says why, in the spec's words).
    await expect(page.getByRole('button', { name: 'Copy base64' })).toBeDisabled();
    await page.getByRole('button', { name: 'Copy base64' }).press('Enter');
    await expectToast(page, 'Nothing to copy');
    await dismissToast(page);
    await input.fill('Hello, World! café 😀');
    await input.press('Control+Enter');
    await expectEditorValue(output(page), 'SGVsbG8sIFdvcmxkISBjYWbDqSDwn5iA');
    await input.fill('??>>');
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await expectEditorValue(output(page), 'Pz8+Pg==');
    await page.getByRole('switch', { name: 'URL-safe' }).click();
    await expectEditorValue(output(page), 'Pz8-Pg==');
    await page.getByRole('switch', { name: 'Padding' }).click();
    await expectEditorValue(output(page), 'Pz8-Pg');

    await input.fill('x'.repeat(100));
    await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    expect((await editorValue(output(page))).split('\n').map((line) => line.length)).toEqual([76, 58]);
    await copyAndCheck(page, 'Copy base64', 'eHh4'.repeat(19) + '\r\n' + 'eHh4'.repeat(14) + 'eA');
    await dismissToast(page);
    for (const option of ['URL-safe', 'Padding', 'MIME line wrapping'])
      await page.getByRole('switch', { name: option }).click();
  });

  await test.step('long text encodes in the worker on Encode, out of date until then', async () => {
    await expectLiveThenWorker(page, {
      input: 'Text to encode',
      output: 'Base64',
      action: 'Encode',
      short: ['Hi', 'SGk='],
      long: [realText, realBase64],
    });
  });
});

test('encodes files: an image to a data URL, a file in two workers as coreutils does, a large one cancelled and redone', async ({
  page,
}) => {
  // One flow in place of several tests: the time of the tests it replaced.
  test.setTimeout(90_000);
  // The banner would lie over the Cancel button at the window's foot and take the click while the encode ends.
  await withConsentChosen(page);
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('Hi');

  await test.step('an image becomes a data URL with a preview, and downloads; the text tab keeps its own state', async () => {
    await page.getByRole('tab', { name: 'File' }).click();
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await expect(page.getByText('dot.png')).toBeVisible();
    await expect(page.getByAltText('Preview of dot.png')).toBeVisible();
    await expectEditorValue(output(page), PNG_1X1);
    await chooseOption(page, 'Output', 'Data URL (data:type;base64,…)');
    await expectEditorValue(page.getByLabel('Data URL', { exact: true }), `data:image/png;base64,${PNG_1X1}`);
    expect(await download(page)).toEqual({ name: 'dot.png.dataurl.txt', text: `data:image/png;base64,${PNG_1X1}` });
    await chooseOption(page, 'Output', 'Base64');
    await page.getByRole('tab', { name: 'Text' }).click();
    await expectEditorValue(page.getByLabel('Text to encode'), 'Hi');
    await page.getByRole('tab', { name: 'File' }).click();
  });

  await test.step('a file of two pieces, shared by two workers, encodes exactly as coreutils does, with each option', async () => {
    // 8 MiB and 8 bytes of random data: two 8 MiB-ish pieces, the last not a whole group, so it ends in padding.
    const buffer = randomBytes(8 * 1024 * 1024 + 8);
    const dir = await mkdtemp(join(tmpdir(), 'b64-'));
    const path = join(dir, 'random.bin');
    await writeFile(path, buffer);
    try {
      const coreutils = (args: string[]) =>
        execFileSync('base64', [...args, path], { maxBuffer: 64 * 1024 ** 2 }).toString();
      await page.getByTestId('file-input').setInputFiles(path);
      const plain = coreutils(['-w0']);
      await expect(showing(page, plain.length)).toBeVisible({ timeout: 20_000 });
      expect((await download(page)).text === plain).toBe(true);

      // MIME lines: 76 characters, CRLF between them (GNU base64 breaks with LF); URL-safe and no padding on top.
      await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
      await page.getByRole('switch', { name: 'URL-safe' }).click();
      await page.getByRole('switch', { name: 'Padding' }).click();
      const wrapped = coreutils(['-w76'])
        .trimEnd()
        .replace(/\n/g, '\r\n')
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      await expect(showing(page, wrapped.length)).toBeVisible({ timeout: 20_000 });
      expect((await download(page)).text === wrapped).toBe(true);
      for (const option of ['MIME line wrapping', 'URL-safe', 'Padding'])
        await page.getByRole('switch', { name: option }).click();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // The 64 MB encode that must not block the page is in responsiveness.spec.ts (timed on a quiet machine).
  // A restarted encode running to its end is the two-piece file's step above; here it is started and stopped again.
  await test.step('cancelling a large encode stops it and says Cancelled; Encode again restarts it, which cancels too', async () => {
    // Large enough that the encode (some 0.7 s for 64 MB on a quiet machine) is still running when Cancel is pressed.
    const mb = 160;
    await makeTestFile(page, mb);
    await dropTestFile(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Encoding' })).toHaveCount(0);
    await expectEditorValue(output(page), '');
    // The file stays chosen, and can be encoded after all.
    await expect(page.getByText('big.bin')).toBeVisible();
    await page.getByRole('button', { name: 'Encode again' }).click();
    await expect(page.getByRole('progressbar', { name: 'Encoding' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Encoding' })).toHaveCount(0);
    await expectEditorValue(output(page), '');
  });
});
