import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { errorLine, fieldError, formatMinifyValidatePage, mainButton } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

const { input, formatted } = formatMinifyValidatePage('SQL');

test('the dialect decides what reads as SQL; a fault gives its line and column, and Format puts the cursor there', async ({
  page,
}) => {
  await page.goto('/tools/sql-formatter');
  await expect(input(page)).toBeVisible();

  await test.step("standard SQL has no [bracketed] names; T-SQL's dialect reads and formats them", async () => {
    await pasteInto(input(page), 'select top 5 [Order ID], name from dbo.[Order Details] where qty > @min');
    // The first result waits for the worker to load sql-formatter.
    await expect(fieldError(page)).toHaveText('Invalid SQL (line 1, column 14)', { timeout: 20_000 });
    await chooseOption(page, 'Dialect', 'T-SQL (SQL Server)');
    await expectEditorValue(
      formatted(page),
      'SELECT\n  TOP 5 [Order ID],\n  name\nFROM\n  dbo.[Order Details]\nWHERE\n  qty > @min',
      20_000,
    );
    await expect(fieldError(page)).toHaveCount(0);
  });

  await test.step('an unclosed string: beside the field as you type, then Format marks the line and puts the cursor on the fault', async () => {
    await chooseOption(page, 'Dialect', 'PostgreSQL');
    await pasteInto(input(page), "SELECT a\nFROM t WHERE b = 'open");
    await expect(fieldError(page)).toHaveText('Invalid SQL (line 2, column 18)', { timeout: 20_000 });
    await expect(errorLine(page)).toHaveCount(0);
    await mainButton(page).click();
    // Said beside the field, which is in view: no toast repeats it.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid SQL (line 2, column 18)' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(errorLine(page)).toHaveText("FROM t WHERE b = 'open");
    // Typing goes where the cursor was put: line 2, column 18, before the quote.
    await expect(input(page)).toBeFocused();
    await page.keyboard.type("'closed' OR b = ");
    await page.keyboard.press('End');
    await page.keyboard.type("'");
    await expect(fieldError(page)).toHaveCount(0, { timeout: 20_000 });
    expect(await editorValue(input(page))).toBe("SELECT a\nFROM t WHERE b = 'closed' OR b = 'open'");
    await expectEditorValue(formatted(page), "SELECT\n  a\nFROM\n  t\nWHERE\n  b = 'closed'\n  OR b = 'open'", 20_000);
  });
});
