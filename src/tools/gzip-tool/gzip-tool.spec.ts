import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';

const GPL = readFileSync('/usr/share/common-licenses/GPL-3');

const chooseFile = (page: Page, name: string, buffer: Buffer) =>
  page.getByTestId('file-input').last().setInputFiles({ name, mimeType: 'application/octet-stream', buffer });

/** Presses an action of the file panel and saves what Download gives. */
async function downloadAfter(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const result = page.getByTestId('file-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  return { name: saved.suggestedFilename(), bytes: readFileSync(await saved.path()), note: await result.textContent() };
}

test('a gzip file is recognised and decompressed to disk; a file compresses to what gzip -t accepts; a cut one gives nothing', async ({
  page,
}) => {
  await page.goto('/tools/gzip-tool');
  const fileButtons = page.getByRole('button', { name: /^(Compress|Decompress) file$/ });

  await chooseFile(page, 'COPYING.gz', execFileSync('gzip', ['-9c'], { input: GPL }));
  await expect(fileButtons.first()).toHaveText('Decompress file');
  const opened = await downloadAfter(page, 'Decompress file');
  expect(opened.name).toBe('COPYING');
  expect(opened.bytes.equals(GPL)).toBe(true);
  expect(opened.note).toMatch(/% of the original · [\d.]+ (KB|MB|bytes)\/s/);

  await chooseFile(page, 'COPYING', GPL);
  await expect(fileButtons.first()).toHaveText('Compress file');
  const packed = await downloadAfter(page, 'Compress file');
  expect(packed.name).toBe('COPYING.gz');
  const dir = mkdtempSync(join(tmpdir(), 'gzip-spec-'));
  writeFileSync(join(dir, 'ours.gz'), packed.bytes);
  execFileSync('gzip', ['-t', join(dir, 'ours.gz')]);

  await chooseFile(page, 'cut.gz', packed.bytes.subarray(0, packed.bytes.length - 200));
  await page.getByRole('button', { name: 'Decompress file', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ends too early' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('file-result')).toHaveCount(0);
});
