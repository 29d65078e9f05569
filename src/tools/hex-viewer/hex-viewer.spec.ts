import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seriousViolations } from '../../../tests/axe';
import { expect, test } from '../../../tests/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** 3 MiB + 5 bytes: byte i is i * 7 mod 256, with NEEDLE written at two places. */
function makeFile(): Buffer {
  const data = Buffer.alloc(3 * 1024 * 1024 + 5);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7) & 0xff;
  data.write('NEEDLE', 0x123456);
  data.write('NEEDLE', 0x2ffff0);
  return data;
}

test('a multi-MB file: jump to its end, go to an offset, find text, copy a selection as a C array; a 32 MiB file searched in quarters; a 4 GiB sparse file and an empty one open', async ({
  page,
}) => {
  const dir = await mkdtemp(join(tmpdir(), 'hex-viewer-'));
  try {
    const data = makeFile();
    await page.goto('/tools/hex-viewer');
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'sample.bin', mimeType: 'application/octet-stream', buffer: data });
    const grid = page.getByRole('grid', { name: /Bytes of sample\.bin/ });
    const rows = grid.getByTestId('hex-row');
    await expect(rows.first()).toContainText('00000000 00 07 0e 15');

    // The end, from the keyboard: the last row holds the file's last 5 bytes.
    await grid.focus();
    await page.keyboard.press('Control+End');
    const last = [...data.subarray(0x300000)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    await expect(rows.last()).toHaveText(new RegExp(`^00300000\\s+${last}`));
    await expect(page.getByTestId('hex-inspector')).toBeVisible();

    // Go to an offset, in hex: its row comes first, the inspector reads there; a wrong one says why.
    const goto = page.getByRole('textbox', { name: 'Go to offset' });
    await goto.fill('0x1234zz');
    await goto.press('Enter');
    await expect(page.getByText('Unexpected "z" at column 7')).toBeVisible();
    await goto.fill('0x100010');
    await goto.press('Enter');
    await expect(rows.first()).toContainText('00100010');
    await expect(page.getByRole('heading', { name: /At 0x00100010/ })).toBeVisible();
    await expect(page.getByTestId('hex-inspector').locator('tr[data-name="uint8"] td').first()).toHaveText(
      String((0x100010 * 7) & 0xff),
    );

    // Search the whole file for text: two matches, the first selected and highlighted.
    await page.getByRole('textbox', { name: 'Search' }).fill('NEEDLE');
    await page.getByRole('button', { name: 'Find all' }).click();
    await expect(page.getByTestId('hex-match-count')).toHaveText(/^2 matches · Match 1 of 2 at 0x00123456/);
    await expect(grid.locator('.match')).not.toHaveCount(0);
    await expect(page.getByTestId('hex-selection')).toHaveText('6 bytes selected (0x00123456 to 0x0012345b)');
    // The grid with a cursor, a selection and highlighted matches: labelled, and readable in contrast.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByTestId('hex-match-count')).toContainText('Match 2 of 2 at 0x002ffff0');

    // A selection made with Shift+arrows, copied as a C array.
    await grid.focus();
    await page.keyboard.press('ArrowRight'); // cursor alone at 0x2ffff1
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByRole('button', { name: 'Copy as C array' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('unsigned char data[3] = {\n  0x45, 0x45, 0x44\n};\n');

    // Past two chunks, the search runs on up to four workers, a part each (cut at 8, 16 and 24 MiB here): matches
    // across the cuts are found once, in order with the rest.
    const parts = join(dir, 'parts.bin');
    const large = Buffer.alloc(32 * 1024 ** 2 + 5);
    large.write('NEEDLE', 0x10);
    large.write('NEEDLE', 0xfffffd);
    large.write('NEEDLE', 0x17ffffe);
    await writeFile(parts, large);
    await page.getByRole('button', { name: 'Clear file' }).click();
    await page.getByTestId('file-input').setInputFiles(parts);
    await page.getByRole('textbox', { name: 'Search' }).fill('NEEDLE');
    await page.getByRole('button', { name: 'Find all' }).click();
    await expect(page.getByTestId('hex-match-count')).toHaveText(/^3 matches · Match 1 of 3 at 0x0+10\b/);
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByTestId('hex-match-count')).toContainText('Match 2 of 3 at 0x00fffffd');
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByTestId('hex-match-count')).toContainText('Match 3 of 3 at 0x017ffffe');

    // A sparse 4 GiB file opens at once, to its end; an empty file says so.
    const huge = join(dir, 'disk.img');
    const empty = join(dir, 'empty.bin');
    await writeFile(huge, '');
    await truncate(huge, 4 * 1024 ** 3);
    await writeFile(empty, '');
    await page.getByRole('button', { name: 'Clear file' }).click();
    await page.getByTestId('file-input').setInputFiles(huge);
    const disk = page.getByRole('grid', { name: /Bytes of disk\.img/ });
    await disk.focus();
    await page.keyboard.press('Control+End');
    await expect(disk.getByTestId('hex-row').last()).toContainText('fffffff0 00 00');
    await page.getByRole('button', { name: 'Clear file' }).click();
    await page.getByTestId('file-input').setInputFiles(empty);
    await expect(page.getByText('This file is empty (0 bytes)')).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
