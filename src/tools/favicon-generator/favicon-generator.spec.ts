import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tests/fixtures';

const ZIP_FILES = [
  'apple-touch-icon.png',
  'favicon.ico',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'site.webmanifest',
];

test('a real SVG makes every icon; the zip holds them all and icotool lists 16, 32 and 48', async ({ page }) => {
  await page.goto('/tools/favicon-generator');
  const svg = await readFile(new URL('../../../tests/images/svg/gvim.svg', import.meta.url));
  await page.getByTestId('file-input').setInputFiles({ name: 'gvim.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect(page.getByRole('img', { name: 'icon-maskable-512.png, 512 × 512 pixels' })).toBeVisible({
    timeout: 30_000,
  });
  for (const size of [16, 32, 48])
    await expect(page.getByRole('img', { name: `favicon.ico, ${size} × ${size} pixels` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tags for your page’s <head>' })).toContainText(
    '<link rel="manifest" href="/site.webmanifest">',
  );
  await page.getByLabel('Short name', { exact: true }).fill('Vim');
  await expect(page.getByRole('region', { name: 'site.webmanifest' })).toContainText('"short_name": "Vim"');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const saved = await (await download).path();
  const dir = mkdtempSync(join(tmpdir(), 'favicons-'));
  try {
    const unzipped = spawnSync('unzip', ['-q', saved, '-d', dir], { encoding: 'utf8' });
    expect(unzipped.status, unzipped.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(ZIP_FILES);
    const listed = spawnSync('icotool', ['-l', join(dir, 'favicon.ico')], { encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    expect([...listed.stdout.matchAll(/--width=(\d+) --height=(\d+)/g)].map(([, w, h]) => `${w}x${h}`)).toEqual([
      '16x16',
      '32x32',
      '48x48',
    ]);
    const manifest = JSON.parse(await readFile(join(dir, 'site.webmanifest'), 'utf8')) as { short_name: string };
    expect(manifest.short_name).toBe('Vim');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
