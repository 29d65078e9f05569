import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pasteInto } from '../../../tests/editor';
import { PIECES_FROM_BYTES } from './csv-json-converter.pieces';
import { expect, test } from '../../../tests/fixtures';
import { errorLine, fieldError, mainButton } from '../../../tests/format-minify-validate';

const csvInput = (page: Page) => page.getByRole('textbox', { name: 'CSV input', exact: true });
const jsonOutput = (page: Page) => page.getByRole('textbox', { name: 'JSON', exact: true });

/**
 * Rows of a 16.9 MiB CSV: past the 8 MB from which the worker reads a file unread by the page, and just past the 16 MiB
 * from which several workers convert it by pieces (the least that tests it: a CI run of two busy cores took over a
 * minute on 21 MB). Every 1000th name holds a line break; one late row lacks its score.
 */
const BIG_ROWS = 450_000;
const RAGGED_ROW = 400_000;
const nameOf = (i: number) => (i % 1000 === 0 ? `Name ${i},\nJr.` : `Name ${i}, Jr.`);
const bigCsv = () =>
  `id,name,city,score\n${Array.from({ length: BIG_ROWS }, (_, i) => `${i},"${nameOf(i)}",City ${i % 97}${i === RAGGED_ROW ? '' : `,${(i * 7) % 1000}.5`}`).join('\n')}\n`;

test('a ragged row is kept and named and the table shows it, an open quote gives its line and column; a 17 MB file is converted by pieces and downloaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tools/csv-json-converter');
  await expect(csvInput(page)).toBeVisible();

  await test.step('a row with a field too few is kept, with null, and the note names it', async () => {
    await pasteInto(csvInput(page), 'a,b,c\n1,2,3\n4,5\n');
    await expect(jsonOutput(page)).toContainText('"c": null', { timeout: 15_000 });
    await expect(page.getByTestId('output-note')).toHaveText(
      '1 row has another number of fields than the 3 of the first row: row 3 has 2. Missing fields are null; extra ones are keyed by their column number.',
    );
  });

  await test.step('the Table tab shows the CSV as rows under its header', async () => {
    await page.getByRole('tab', { name: 'Table', exact: true }).click();
    const table = page.getByTestId('csv-table');
    await expect(table).toHaveAccessibleName('Table preview');
    await expect(table.locator('.flex').first()).toHaveText('abc');
    await expect(table.locator('.flex').nth(2)).toHaveText('245');
    await expect(page.getByText('2 rows.', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  });

  await test.step('a quote never closed: its line and column beside the field, and the button marks the line', async () => {
    await pasteInto(csvInput(page), 'a,b\n1,2\n3,"open\n4,5\n');
    await expect(fieldError(page)).toHaveText('Invalid CSV: A quoted field is never closed (line 3, column 3)', {
      timeout: 15_000,
    });
    await mainButton(page).click();
    await expect(errorLine(page)).toHaveText('3,"open');
  });

  await test.step('a 17 MB file: converted by pieces in several workers, downloaded whole, its ragged row numbered in the file', async () => {
    const buffer = Buffer.from(bigCsv());
    expect(buffer.length, 'the file is cut in pieces').toBeGreaterThan(PIECES_FROM_BYTES);
    await page.getByTestId('file-input').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer });
    await expect(page.getByTestId('kit-file-card')).toContainText('Ready');
    await mainButton(page).click();
    await expect(page.getByTestId('kit-file-card')).toHaveAttribute('data-stage', 'done', { timeout: 60_000 });
    // Row numbers count the header as row 1.
    await expect(page.getByTestId('output-note')).toContainText(`row ${RAGGED_ROW + 2} has 3`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const rows = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(BIG_ROWS);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: BIG_ROWS }, (_, i) => i));
    expect([rows[3000].name, rows[RAGGED_ROW].score]).toEqual(['Name 3000,\nJr.', null]);
    expect(rows[BIG_ROWS - 1]).toEqual({
      id: BIG_ROWS - 1,
      name: nameOf(BIG_ROWS - 1),
      city: `City ${(BIG_ROWS - 1) % 97}`,
      score: (((BIG_ROWS - 1) * 7) % 1000) + 0.5,
    });
  });

  // By pieces the fault's position is the same as read in one go (the core's csv-pieces test, wherever pieces are cut):
  // here a 2 MB file, read by one worker, shows it.
  await test.step('a quote left open near the end of a file: its line and column in the whole file', async () => {
    const rows = 60_000;
    const lines = Array.from({ length: rows }, (_, i) => `${i},Name ${i} Jr.,City ${i % 97},${i}.5`);
    lines[rows - 10] = `${rows - 10},"open`;
    const buffer = Buffer.from(`id,name,city,score\n${lines.join('\n')}\n`);
    await page.getByTestId('file-input').setInputFiles({ name: 'open.csv', mimeType: 'text/csv', buffer });
    await mainButton(page).click();
    await expect(
      page.getByText(`A quoted field is never closed (line ${rows - 8}, column ${`${rows - 10}`.length + 2})`),
    ).toBeVisible({ timeout: 30_000 });
  });
});

test('100,000 columns of one name: converted with unique keys and the note, the worker answering throughout', async ({
  page,
}) => {
  await page.goto('/tools/csv-json-converter');
  const columns = 100_000;
  await pasteInto(csvInput(page), `${'x,'.repeat(columns - 1)}x\n${'1,'.repeat(columns - 1)}1\n`);
  await mainButton(page).click();
  await expect(page.getByTestId('output-note')).toContainText(
    'Repeated or empty column names were made unique: "x" → "x_2", "x" → "x_3"',
    { timeout: 20_000 },
  );
  await expect(jsonOutput(page)).toContainText('"x_2": 1');
  await expect(page.getByText('stopped responding')).toHaveCount(0);
});
