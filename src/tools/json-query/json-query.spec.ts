import { seriousViolationsInBothThemes } from '../../../tests/axe';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { mainButton } from '../../../tests/format-minify-validate';
import { STORE } from './examples';

const textbox = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('JSONPath and jq, each with its own query; results as you type; a cheat sheet entry fills the query; errors say where', async ({
  page,
}) => {
  await page.goto('/tools/json-query');
  await pasteInto(textbox(page, 'JSON'), STORE);
  await textbox(page, 'JSONPath expression').fill('$..book[?(@.price > 20)].title');
  await expectEditorValue(textbox(page, 'Result'), '[\n  "The Lord of the Rings"\n]', 15_000);

  await textbox(page, 'JSONPath expression').fill('$..book[?(@.price <<< 20)]');
  await expect(page.getByText(/Invalid JSONPath: Expected expression after << \(column \d+\)/)).toBeVisible();

  // jq keeps its own query; the cheat sheet fills it and the result follows.
  await page.getByRole('tab', { name: 'jq', exact: true }).click();
  await expect(textbox(page, 'jq filter')).toHaveValue('.');
  await page.getByText('jq cheat sheet').click();
  await page.getByRole('button', { name: /How many books/ }).click();
  await expect(textbox(page, 'jq filter')).toHaveValue('.store.book | length');
  await expectEditorValue(textbox(page, 'Result'), '4', 15_000);
  // The open cheat sheet is as accessible as the rest (kit-examples checks the page with it closed).
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);

  await textbox(page, 'jq filter').fill('.store.book[] | ]');
  await expect(page.getByText(/Invalid jq filter: syntax error, unexpected .*\(line 1\)/)).toBeVisible({
    timeout: 15_000,
  });

  // Back on JSONPath, its query is as it was.
  await page.getByRole('tab', { name: 'JSONPath', exact: true }).click();
  await expect(textbox(page, 'JSONPath expression')).toHaveValue('$..book[?(@.price <<< 20)]');
});

test('a query that never ends is stopped at the time limit with a message, the page responsive all along', async ({
  page,
}) => {
  await page.goto('/tools/json-query');
  await page.getByRole('tab', { name: 'jq', exact: true }).click();
  await pasteInto(textbox(page, 'JSON'), '{"a": 1}');
  await textbox(page, 'jq filter').fill('.a');
  await expectEditorValue(textbox(page, 'Result'), '1', 15_000);

  await textbox(page, 'jq filter').fill('def f: f; f');
  // The page answers while jq loops in the worker.
  const started = Date.now();
  for (let i = 0; i < 5; i++) {
    const before = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - before).toBeLessThan(1000);
    await page.waitForTimeout(500);
  }
  await expect(page.getByText(/The query took too long: Stopped after 5 s/)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThan(2000);

  // The worker was replaced: the next query runs.
  await textbox(page, 'jq filter').fill('.a + 1');
  await expectEditorValue(textbox(page, 'Result'), '2', 15_000);

  // A query that builds without end: out of memory or the time limit, said either way; then jq runs again.
  await textbox(page, 'jq filter').fill('[range(1e9)] | length');
  await expect(page.getByText(/The query (took too long|stopped): /)).toBeVisible({ timeout: 20_000 });
  await textbox(page, 'jq filter').fill('repeat(.)');
  await expect(page.getByText(/The query (took too long|stopped): /)).toBeVisible({ timeout: 20_000 });
  await textbox(page, 'jq filter').fill('.a * 3');
  await expectEditorValue(textbox(page, 'Result'), '3', 15_000);
});

test('a 9 MB .json file is not put in the editor: jq and JSONPath read it in the worker', async ({ page }) => {
  await page.goto('/tools/json-query');
  const records = Array.from({ length: 160_000 }, (_, id) => ({ id, x: id % 11, name: `item ${id} é`, tags: ['a'] }));
  const buffer = Buffer.from(JSON.stringify(records));
  expect(buffer.length).toBeGreaterThan(8 * 1024 ** 2);
  await page.getByTestId('file-input').setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer });
  await expect(page.getByTestId('kit-file-info')).toHaveText(/^records\.json \(\d+\.\d MB\)$/);

  await textbox(page, 'JSONPath expression').fill('$[159999].name');
  await mainButton(page).click();
  await expectEditorValue(textbox(page, 'Result'), '[\n  "item 159999 é"\n]', 30_000);

  await page.getByRole('tab', { name: 'jq', exact: true }).click();
  await textbox(page, 'jq filter').fill('map(select(.x > 5)) | length');
  await mainButton(page).click();
  await expectEditorValue(textbox(page, 'Result'), String(records.filter((r) => r.x > 5).length), 30_000);
});
