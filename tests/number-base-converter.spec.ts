import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Exact conversion of huge and negative numbers, the digit hints and the error words are proven in
// src/core/tools/number-base-converter's unit tests; the worker path's Cancel in src/ui/tools/number-base-converter.
test('Number Base Converter: as you type, Convert, Swap, Copy, Clear, errors, and a long number out of date until Convert', async ({
  page,
}) => {
  await page.goto('/tools/number-base-converter');
  const number = page.getByLabel('Number');
  const result = (base: number) => page.getByLabel(`Result (base ${base})`);

  await test.step('converts short numbers as you type, quietly', async () => {
    await expectChosen(page, 'From base', 'Decimal (10)');
    await expectChosen(page, 'To base', 'Binary (2)');
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await number.pressSequentially('255', { delay: 30 });
    await expectEditorValue(result(2), '11111111');
    await chooseOption(page, 'To base', 'Hexadecimal (16)');
    await expectEditorValue(result(16), 'FF');
    await number.pressSequentially('x', { delay: 30 });
    await expect(page.getByText('Invalid input for the selected base')).toBeVisible();
    await expectEditorValue(result(16), '');
    await expect(toast(page)).toHaveCount(0);
  });

  await test.step('converts, swaps the bases, copies and clears', async () => {
    await chooseOption(page, 'To base', 'Binary (2)');
    await number.fill('255');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(result(2), '11111111');
    await page.getByRole('button', { name: 'Swap Bases' }).click();
    await expectChosen(page, 'From base', 'Binary (2)');
    await expectChosen(page, 'To base', 'Decimal (10)');
    await expect(number).toHaveValue('11111111');
    await expectEditorValue(result(10), '');
    await expect(page.getByTestId('base-hint')).toContainText('0 and 1');

    await chooseOption(page, 'To base', 'Hexadecimal (16)');
    await number.press('Enter');
    await expectEditorValue(result(16), 'FF');
    await page.getByRole('button', { name: 'Copy Result' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FF');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(number).toHaveValue('');
    await expectEditorValue(result(16), '');
  });

  await test.step('shows the error in the field and the Conversion error notice, keeping the input', async () => {
    await chooseOption(page, 'From base', 'Hexadecimal (16)');
    await expect(page.getByTestId('base-hint')).toContainText('0-9, A-F');
    await chooseOption(page, 'From base', 'Octal (8)');
    await expect(page.getByTestId('base-hint')).toContainText('0-7');
    await number.fill('789');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('Invalid input for the selected base')).toBeVisible();
    await expect(page.getByText('Please check your input value and selected bases.')).toBeVisible();
    await expect(toast(page).filter({ hasText: 'Conversion error' })).toBeVisible();
    await expect(number).toHaveValue('789');
  });

  await test.step('a number past the worker threshold (2,000 characters) is marked out of date until Convert', async () => {
    await chooseOption(page, 'From base', 'Decimal (10)');
    await number.fill('12');
    await expectEditorValue(result(16), 'C');
    const long = '9'.repeat(2001);
    await number.fill(long);
    const marker = page.getByTestId('out-of-date');
    await expect(marker).toHaveText('Out of date: press Convert');
    await expectEditorValue(result(16), 'C');
    await expect(result(16)).toHaveAccessibleDescription('Out of date: press Convert');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(result(16), BigInt(long).toString(16).toUpperCase());
    await expect(marker).toHaveCount(0);
  });
  // The 100,000-digit conversion timed for responsiveness is in responsiveness.spec.ts.
});
