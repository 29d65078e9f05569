import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tests/fixtures';
import { structuredField } from '../../../tests/kit';
import { FREEZE_LIMIT_MS } from '../../../tests/long-tasks';

const png = new URL('../../../tests/images/badge.png', import.meta.url);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('several files dropped on the home page: a PNG called .jpg is flagged, a 4 GiB sparse file is identified at once', async ({
  page,
}) => {
  const dir = await mkdtemp(join(tmpdir(), 'file-identifier-'));
  try {
    const huge = join(dir, 'disk.img');
    await writeFile(huge, '');
    await truncate(huge, 4 * 1024 ** 3);
    // Dropped (here: opened) on the home page, the files are offered to the identifier and open in it.
    await page.goto('/');
    await page.getByTestId('file-input').setInputFiles([
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await readFile(png) },
      { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"a": [1, 2]}') },
    ]);
    await page
      .getByRole('list', { name: 'Tools for photo.jpg' })
      .getByRole('link', { name: /File Type Identifier/ })
      .click();
    await expect(page).toHaveURL(/\/tools\/file-identifier$/);
    const input = page.getByTestId('file-input');
    const rows = structuredField(page, 'Files').locator('[data-row]');
    const photo = rows.filter({ hasText: 'photo.jpg' });
    // Renamed is the one warning, in amber.
    await expect(photo.locator('[data-tone="warning"]')).toHaveText('Renamed?');
    await expect(photo).toContainText('image/png');
    await expect(photo).toContainText('Named .jpg, but the content is .png');
    await expect(rows.filter({ hasText: 'notes.json' })).toContainText('application/json');

    // The 4 GiB file joins the list: identified from its head and a 1 MiB sample, while the page keeps ticking.
    await page.evaluate(() => {
      const w = window as unknown as { gaps: number[] };
      w.gaps = [];
      let last = performance.now();
      setInterval(() => {
        const now = performance.now();
        w.gaps.push(now - last);
        last = now;
      }, 20);
    });
    const started = Date.now();
    await input.setInputFiles(huge);
    const disk = rows.filter({ hasText: 'disk.img' });
    await expect(disk).toContainText('Almost one byte repeated');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(disk).toContainText('4.0 GB');
    const longestGap = await page.evaluate(() => Math.max(...(window as unknown as { gaps: number[] }).gaps));
    expect(longestGap).toBeLessThan(FREEZE_LIMIT_MS);

    await page.getByRole('button', { name: 'Copy as JSON' }).click();
    // The copy lands a moment after the click: until then the clipboard holds whatever was there before.
    const copiedRows = async () => {
      try {
        const rows = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
          name: string;
          mime: string;
        }[];
        return rows.map((r) => [r.name, r.mime]);
      } catch {
        return undefined;
      }
    };
    await expect.poll(copiedRows).toEqual([
      ['photo.jpg', 'image/png'],
      ['notes.json', 'application/json'],
      ['disk.img', 'application/octet-stream'],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
