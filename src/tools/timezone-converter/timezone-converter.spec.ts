import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { structuredField } from '../../../tests/kit';

// The conversion against Python's zoneinfo (every transition of several zones), the planner's hours and the error
// words are proven in src/tools/timezone-converter/core's unit tests; the examples in tests/kit-examples.spec.ts.
test('Time Zone Converter: a skipped time is named, a zone added from the list converts, the planner has 23 hours on the DST day', async ({
  page,
}) => {
  await page.goto('/tools/timezone-converter');
  const time = page.getByLabel('Date and time', { exact: true });
  const output = structuredField(page, 'In each time zone');

  await test.step('02:30 on the spring-forward day does not exist in New York, and says so', async () => {
    await page.getByLabel('Time zone of the date and time').fill('America/New_York');
    await time.fill('2026-03-08 02:30');
    await expect(fieldError(page)).toContainText(
      '02:30 does not exist in America/New_York on 2026-03-08: clocks jump from 02:00 to 03:00.',
    );
  });

  await test.step('a zone added from the list shows with its 45-minute offset', async () => {
    await page.getByLabel('Add a time zone').fill('Asia/Kathmandu');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove Asia/Kathmandu' })).toBeVisible();
    await time.fill('2026-03-08 03:30');
    await expect(output.getByRole('row', { name: /^Asia\/Kathmandu Sun 8 Mar 13:15 \+05:45/ })).toBeVisible();
  });

  await test.step('the day planner: 23 rows on the day New York springs forward, working hours marked', async () => {
    await tab(page, 'Day planner').click();
    const planner = page.getByTestId('day-planner');
    await expect(planner.locator('tbody tr')).toHaveCount(23);
    // 03:00 follows 01:00 in New York, a Sunday there (no working hours), already Monday morning in Tokyo.
    await expect(planner.locator('tbody tr').nth(2).locator('td').first()).toHaveText('03:00');
    await expect(planner.locator('td:first-child').getByText('working hours')).toHaveCount(0);
    await expect(planner.locator('tbody tr').nth(22).locator('td').nth(4)).toHaveText('12:00+1 day, working hours');
    await tab(page, 'Times').click();
    await time.fill('2026-03-09 10:00');
    await tab(page, 'Day planner').click();
    await expect(planner.locator('tbody tr')).toHaveCount(24);
    await expect(planner.locator('tbody tr').nth(9).locator('td').first()).toHaveText('09:00, working hours');
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Time Zone Converter at ${viewport.width} px: zones are searched as you type (UTC too); a calendar fills the date and time`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/timezone-converter');
    const from = page.getByRole('combobox', { name: 'Time zone of the date and time' });
    await from.fill('new york');
    await page.getByRole('option', { name: 'America/New_York' }).click();
    await expect(from).toHaveValue('America/New_York');

    const add = page.getByRole('combobox', { name: 'Add a time zone' });
    await add.fill('utc');
    await expect(page.getByRole('option', { name: 'UTC', exact: true })).toBeVisible();
    await add.press('ArrowDown');
    await add.press('Enter');
    await expect(add).toHaveValue('UTC');

    await page.getByLabel('Pick the date and time from a calendar').fill('2026-03-08T14:30');
    await expect(page.getByLabel('Date and time', { exact: true })).toHaveValue('2026-03-08 14:30');
  });
}
