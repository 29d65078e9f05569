import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../../../tests/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { structuredField, structuredValue } from '../../../tests/kit';
import { expectToast } from '../../../tests/toasts';

const photo = new URL('../../../tests/images/photo-gps.jpg', import.meta.url);

test('a photo’s GPS position shows, Remove metadata, and exiftool finds no GPS in the download', async ({ page }) => {
  await page.goto('/tools/exif-viewer');
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) });

  const gps = page.getByTestId('gps');
  await expect(gps).toContainText('48.858370, 2.294481');
  await expect(gps).toContainText('48°51′30.13″ N, 2°17′40.13″ E');
  await expect(gps).toContainText('35.5 m above sea level');
  // The summary, the location and the tags are records: rows each with its Copy, Copy all and Copy as JSON.
  await expect(structuredValue(structuredField(page, 'Location'), 'Decimal')).toHaveText('48.858370, 2.294481');
  await expect(structuredField(page, 'Photo').getByRole('button', { name: 'Copy Format' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Thumbnail embedded in holiday.jpg' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tags' }).fill('city');
  await expect(page.getByTestId('tag-table')).toContainText('Paris');
  expect(await seriousViolations(page)).toEqual([]); // the summary and the table (the page's axe runs see neither)

  await page.getByRole('button', { name: 'Remove metadata' }).click();
  await expectToast(page, 'Metadata removed');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download holiday.jpg' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('holiday.jpg');

  const run = spawnSync('exiftool', ['-j', '-G', await download.path()], { encoding: 'utf8' });
  const [tags] = JSON.parse(run.stdout) as Record<string, unknown>[];
  expect(tags['File:FileType']).toBe('JPEG');
  expect(Object.keys(tags).filter((k) => /GPS|^EXIF:|^XMP:|^IPTC:/.test(k))).toEqual([]);
});

test('once a photo is loaded the drop zone is a chip of its name and size; Clear file brings the zone back', async ({
  page,
}) => {
  await page.goto('/tools/exif-viewer');
  const zone = page.getByRole('button', { name: /Drop photos here/ });
  await expect(zone).toBeVisible();
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) });

  const chip = page.getByTestId('file-chip');
  await expect(chip).toContainText(/holiday\.jpg · [\d.]+ (KB|bytes)/);
  await expect(zone).toHaveCount(0);
  expect((await chip.boundingBox())!.height).toBeLessThan(60);

  await chip.getByRole('button', { name: 'Clear file' }).click();
  await expect(chip).toHaveCount(0);
  await expect(zone).toBeVisible();
  await expect(page.getByTestId('photo-item')).toHaveCount(0);
});
