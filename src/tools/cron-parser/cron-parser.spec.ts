import { expect, test } from '../../../tests/fixtures';
import { offers, pasteArea } from '../../../tests/smart-paste';
import { pasteInto } from '../../../tests/editor';
import { structuredField } from '../../../tests/kit';

// The runs against Python's zoneinfo across clock changes, Quartz's forms and each field's error are proven in
// src/tools/cron-parser/core's unit tests; the examples (the London and New York DST days) in kit-examples.
test('Cron Expression Parser: a pasted expression opens here; the field editor and a time zone change the runs; a wrong field is named', async ({
  page,
}) => {
  await page.goto('/');
  await pasteInto(pasteArea(page), '30 1 * * *');
  await expect(offers(page).first()).toContainText('Cron Expression Parser');
  await offers(page).first().click();
  const expression = page.getByLabel('Cron expression', { exact: true });
  const output = structuredField(page, 'Explanation and runs');
  await expect(expression).toHaveValue('30 1 * * *');

  await page.getByLabel('Time zone (IANA)').fill('Europe/London');
  await page.getByLabel('Runs after (ISO 8601)', { exact: true }).fill('2026-03-28T00:00Z');
  // The runs are a table: the day the clocks go forward is a row of its own cells, with its note.
  const changeDay = output.getByRole('row').filter({ hasText: '2026-03-29' });
  const cells = changeDay.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('02:00');
  await expect(cells.nth(3)).toHaveText('BST');
  await expect(cells.nth(5)).toContainText('the scheduled time does not exist');

  // The field editor rewrites the expression: every 15 minutes of that hour.
  await page.getByLabel('Minute', { exact: true }).fill('*/15');
  await expect(expression).toHaveValue('*/15 1 * * *');
  await expect(output).toContainText('Every 15 minutes, between 01:00 and 01:59');

  await page.getByRole('button', { name: 'Weekdays at 09:00' }).click();
  await expect(expression).toHaveValue('0 9 * * 1-5');

  await expression.fill('0 9 * 13 *');
  await expect(page.locator('p[role="alert"]')).toHaveText(
    'Invalid cron expression: Month field: “13” is out of range (1-12). (column 7)',
  );
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Cron Expression Parser at ${viewport.width} px: the zone is searched as you type and chosen by keyboard; a calendar fills the start`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/cron-parser');
    const zone = page.getByRole('combobox', { name: 'Time zone (IANA)' });
    expect((await zone.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    await zone.fill('lond');
    await expect(page.getByRole('option', { name: 'Europe/London' })).toBeVisible();
    await zone.press('ArrowDown');
    await zone.press('Enter');
    await expect(zone).toHaveValue('Europe/London');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    const from = page.getByLabel('Runs after (ISO 8601)', { exact: true });
    await page.getByLabel('Runs after (ISO 8601): pick from a calendar').fill('2026-03-28T09:30');
    await expect(from).toHaveValue('2026-03-28T09:30');
    expect((await from.boundingBox())!.width).toBeGreaterThanOrEqual(180);
  });
}
