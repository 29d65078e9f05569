import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodeShareState } from '../../core/site/share-link';
import { editorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { tab, mainButton } from '../../../tests/format-minify-validate';
import { copiedLink } from '../../../tests/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const passphrase = (page: Page) => page.getByLabel('Passphrase', { exact: true });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Presses the file section's button and saves what it offers. */
async function downloadAfter(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const event = page.waitForEvent('download');
  await page.getByTestId('file-result').getByRole('button', { name: 'Download' }).click({ timeout: 60_000 });
  const file = await event;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('a text round-trips with a masked passphrase that never reaches the share link', async ({ page }) => {
  const secret = 'correct horse battery staple';
  await page.goto('/tools/text-encryption');
  await expect(passphrase(page)).toHaveAttribute('type', 'password');
  await passphrase(page).fill(secret);
  await pasteInto(output(page, 'Text to encrypt'), 'Meet at noon ✓');
  await mainButton(page).click();
  await expect(output(page, 'Envelope (Base64)')).toContainText('RFRFTg', { timeout: 20_000 });
  const envelope = await editorValue(output(page, 'Envelope (Base64)'));

  await test.step('the link carries neither the passphrase nor a text that holds it', async () => {
    const link = await copiedLink(page);
    expect(link).not.toContain(encodeURIComponent(secret));
    expect(JSON.stringify(await decodeShareState(new URL(link).hash))).not.toContain(secret);
  });

  await test.step('decrypted with it; a wrong one decrypts nothing', async () => {
    await tab(page, 'Decrypt').click();
    await pasteInto(output(page, 'Encrypted text'), envelope);
    await mainButton(page).click();
    await expect(output(page, 'Decrypted text')).toHaveText('Meet at noon ✓', { timeout: 20_000 });
    await passphrase(page).fill('wrong');
    await mainButton(page).click();
    // Said beside the field, which is in view: no toast repeats it.
    await expect(
      page.getByText(
        'Wrong passphrase or key, or the data was changed or damaged: nothing was decrypted (AES-GCM checks every byte).',
        { exact: false },
      ),
    ).toBeVisible({ timeout: 20_000 });
  });
});

test('a file is encrypted in chunks by two workers, decrypted back, and a cut file is refused with no download', async ({
  page,
}) => {
  // Just past one 8 MiB stretch: two workers seal it, each every other stretch (workers/text-encryption.ts).
  const bytes = randomBytes(8 * 1024 * 1024 + 321);
  await page.goto('/tools/text-encryption');
  await passphrase(page).fill('file pass');
  await page
    .getByTestId('file-input')
    .last()
    .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes });
  const sealed = await downloadAfter(page, 'Encrypt file');
  expect(sealed.name).toBe('data.bin.dtenc');
  expect(sealed.bytes.length).toBe(bytes.length + 9 * 16 + 4 + 3 + 4 + 1 + 16 + 12 + 4);
  // Written to disk by the worker, not held in memory; deleted once the page no longer offers it.
  expect(await resultFilesOnDisk(page)).toEqual([sealed.bytes.length]);

  await page
    .getByTestId('file-input')
    .last()
    .setInputFiles({ name: 'data.bin.dtenc', mimeType: 'application/octet-stream', buffer: sealed.bytes });
  const opened = await downloadAfter(page, 'Decrypt file');
  expect(opened.name).toBe('data.bin');
  expect(opened.bytes.equals(bytes)).toBe(true);

  const cut = sealed.bytes.subarray(0, sealed.bytes.length - (bytes.length % (1024 * 1024)) - 16 - 10);
  await page
    .getByTestId('file-input')
    .last()
    .setInputFiles({ name: 'cut.dtenc', mimeType: 'application/octet-stream', buffer: cut });
  await page.getByRole('button', { name: 'Decrypt file', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot decrypt' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('file-result')).toHaveCount(0);
  expect(await resultFilesOnDisk(page)).toEqual([]);
});

/** The sizes of the result files in the origin private file system (workers/result-file). */
const resultFilesOnDisk = (page: Page) =>
  page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const directory = await root.getDirectoryHandle('results', { create: true });
    const sizes: number[] = [];
    for await (const entry of directory.values())
      if (entry.kind === 'file') sizes.push((await (entry as FileSystemFileHandle).getFile()).size);
    return sizes;
  });
