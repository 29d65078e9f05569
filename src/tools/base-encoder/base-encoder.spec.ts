import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { button, fieldError, tab, mainButton } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// Every format's round trip, alphabet and oracle are unit tests in src/tools/base-encoder/core.
test('a wrong character is named with its position; a file of bytes is encoded; binary decodes to hex and downloads as bytes', async ({
  page,
}) => {
  await page.goto('/tools/base-encoder');
  await chooseOption(page, 'Format', 'Base58 (Bitcoin)');

  await test.step('decoding names the wrong character and its position', async () => {
    await tab(page, 'Decode').click();
    await pasteInto(page.getByLabel('Encoded text'), 'abcd0fg');
    await expect(fieldError(page)).toContainText("'0' at position 5 is not in the Base58 alphabet", {
      timeout: 15_000,
    });
  });

  await test.step("a file's bytes (not UTF-8) are encoded in the worker", async () => {
    await tab(page, 'Encode').click();
    await page
      .getByTestId('file-input')
      .first()
      .setInputFiles({
        name: 'bytes.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from([0xff, 0, 0x80, 0x7f]),
      });
    await mainButton(page).click();
    await expectEditorValue(output(page, 'Base58 (Bitcoin)'), '7X41e6', 15_000);
  });

  await test.step('Base32 of bytes that are not UTF-8: hex with a note, and Download saves the bytes', async () => {
    await chooseOption(page, 'Format', 'Base32 (RFC 4648)');
    await tab(page, 'Decode').click();
    await button(page, 'Clear').click();
    await pasteInto(page.getByLabel('Encoded text'), '74AIA7Y=');
    await expectEditorValue(output(page, 'Decoded'), 'ff 00 80 7f', 15_000);
    await expect(page.getByTestId('output-note')).toContainText('These 4 bytes are not UTF-8 text');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('decoded.bin');
    expect([...(await readFile(await file.path()))]).toEqual([0xff, 0, 0x80, 0x7f]);
  });
});
