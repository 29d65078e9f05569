import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { kitField } from '../../../tests/kit';

// Days, ISO weeks, business days and month steps against Python's datetime, the round trips and the duration's
// faults are proven in src/tools/date-calculator/core's unit tests; the examples in tests/kit-examples.spec.ts.
test('Date Calculator: a month added to January 31 lands on the month end and says so; a bad duration is named by its column', async ({
  page,
}) => {
  await page.goto('/tools/date-calculator');

  await test.step('January 31 plus a month is February 29 in 2024, named as clamped; subtracting comes back', async () => {
    await tab(page, 'Add or subtract').click();
    await page.getByLabel('Duration (ISO 8601)').fill('P1M');
    await page.getByLabel('Date', { exact: true }).fill('2024-01-31');
    const result = kitField(page, 'New date');
    await expectEditorValue(result, /^2024-02-29 \(Thursday\)\n\nNote: 2024-01-31 \+ 1 month is 2024-02-29/);
    await page.getByLabel('Duration (ISO 8601)').fill('P1DT4H');
    await expect(fieldError(page)).toContainText(
      '(hours, minutes, seconds) cannot be added to it. (column 4 of the duration)',
    );
  });

  await test.step('a duration read into words, and a fault named by its column', async () => {
    await tab(page, 'Read a duration').click();
    const duration = page.getByLabel('ISO 8601 duration', { exact: true });
    await duration.fill('P1Y2M3DT4H');
    await expectEditorValue(kitField(page, 'In words'), '1 year, 2 months, 3 days and 4 hours\n');
    await duration.fill('P1Y2D3M');
    await expect(fieldError(page)).toContainText('M is out of order or repeated: the order is Y, M, W, D. (column 7)');
  });
});
