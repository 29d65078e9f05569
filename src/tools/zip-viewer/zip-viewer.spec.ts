import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tests/fixtures';
import { structuredField } from '../../../tests/kit';

test('a zip dropped on the home page lists as unzip -l does; an entry extracts whole; a zip bomb is refused', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-viewer-'));
  try {
    // A real zip made by Info-ZIP (folders, stored and deflated entries), and 4 MiB of zeros (1,028:1) zipped.
    execFileSync('bash', [
      '-c',
      `cd ${dir} && mkdir -p docs/img && seq 1 3000 > docs/numbers.txt && printf hi > docs/img/a.txt &&
       cp /usr/share/common-licenses/GPL-3 docs/ && zip -q -r real.zip docs && head -c 4194304 /dev/zero > zeros.bin &&
       zip -q bomb.zip zeros.bin`,
    ]);
    const oracle = execFileSync('unzip', ['-l', join(dir, 'real.zip')], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /^\s*\d+\s+\d{4}-/.test(line))
      .map((line) => line.trim().split(/\s+/))
      .map(([size, date, time, name]) => ({ size, date: `${date} ${time}`, name }));

    await page.goto('/');
    await page.getByTestId('file-input').setInputFiles(join(dir, 'real.zip'));
    await page
      .getByRole('list', { name: 'Tools for real.zip' })
      .getByRole('link', { name: /ZIP Viewer/ })
      .click();
    await expect(page).toHaveURL(/\/tools\/zip-viewer$/);
    const rows = structuredField(page, 'Entries of the zip').locator('[data-row]');
    await expect(rows).toHaveCount(oracle.length);
    const listed = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = tr.querySelectorAll('td');
        return { name: cells[0].textContent, size: cells[1].title.split(' ')[0], date: cells[4].textContent };
      }),
    );
    expect(listed).toEqual(oracle);

    // By keyboard: from the filter, Tab reaches the Size header, whose Enter sorts by size (a number sorts largest
    // first): the GPL comes first. Past the other headers, Tab reaches its Extract, whose Enter downloads it whole.
    const sizeHeader = page.getByRole('columnheader', { name: 'Size' });
    await page.getByRole('textbox', { name: 'Filter by name' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sizeHeader.getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first().locator('td').first()).toHaveText('docs/GPL-3');
    for (const header of ['Compressed', 'Ratio', 'Modified']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: header })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const extract = page.getByRole('button', { name: 'Extract docs/GPL-3' });
    await expect(extract).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('GPL-3');
    expect(readFileSync(await saved.path()).equals(readFileSync('/usr/share/common-licenses/GPL-3'))).toBe(true);
    await sizeHeader.getByRole('button').press('Enter');
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending');

    // The bomb: listed at once, flagged, and its extraction refused with the reason; the page stays usable.
    await page.getByTestId('file-input').setInputFiles(join(dir, 'bomb.zip'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Suspicious');
    await page.getByRole('button', { name: 'Extract zeros.bin' }).click();
    await expect(page.getByTestId('zip-error')).toContainText(
      /declares 1,0\d\d times its compressed size, past the 1,000x limit/,
    );
    await expect(page.getByRole('button', { name: 'Extract zeros.bin' })).toBeEnabled();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px: a loaded zip shrinks the drop zone to a chip of its name and size; counts of one are singular`, async ({
    page,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-chip-'));
    try {
      execFileSync('bash', ['-c', `cd ${dir} && mkdir one && printf hi > one/a.txt && zip -q -r one.zip one`]);
      await page.setViewportSize(viewport);
      await page.goto('/tools/zip-viewer');
      await expect(page.getByRole('button', { name: /Drop a \.zip here/ })).toBeVisible();
      await page.getByTestId('file-input').setInputFiles(join(dir, 'one.zip'));
      const chip = page.getByTestId('file-chip');
      await expect(chip).toContainText('one.zip');
      await expect(chip.getByRole('button', { name: 'Change file' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Drop a \.zip here/ })).toHaveCount(0);
      expect((await chip.boundingBox())!.height).toBeLessThan(60);
      await expect(page.getByText('2 entries: 1 file, 1 folder')).toBeVisible();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
