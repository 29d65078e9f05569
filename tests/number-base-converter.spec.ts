import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { expectToastThenClose, toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Number Base Converter', () => {
  test('converts decimal to binary by default, swaps, copies and clears', async ({ page }) => {
    await page.goto('/tools/number-base-converter');
    await expectChosen(page, 'From base', 'Decimal (10)');
    await expectChosen(page, 'To base', 'Binary (2)');
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();

    const number = page.getByLabel('Number');
    const result = page.getByLabel('Result (base 2)');
    await number.fill('255');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(result, '11111111');

    await page.getByRole('button', { name: 'Swap Bases' }).click();
    await expectChosen(page, 'From base', 'Binary (2)');
    await expectChosen(page, 'To base', 'Decimal (10)');
    await expect(number).toHaveValue('11111111');
    await expectEditorValue(page.getByLabel('Result (base 10)'), '');
    await expect(page.getByTestId('base-hint')).toContainText('0 and 1');

    await chooseOption(page, 'To base', 'Hexadecimal (16)');
    await number.press('Enter');
    await expectEditorValue(page.getByLabel('Result (base 16)'), 'FF');
    await page.getByRole('button', { name: 'Copy Result' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FF');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(number).toHaveValue('');
    await expectEditorValue(page.getByLabel('Result (base 16)'), '');
  });

  test('is exact for huge and negative numbers, upper-case', async ({ page }) => {
    await page.goto('/tools/number-base-converter');
    await chooseOption(page, 'To base', 'Hexadecimal (16)');
    await page.getByLabel('Number').fill('-18446744073709551615');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(page.getByLabel('Result (base 16)'), '-FFFFFFFFFFFFFFFF');
  });

  test('shows the error in the field and the Conversion error notice', async ({ page }) => {
    await page.goto('/tools/number-base-converter');
    await chooseOption(page, 'From base', 'Hexadecimal (16)');
    await expect(page.getByTestId('base-hint')).toContainText('0-9, A-F');
    await chooseOption(page, 'From base', 'Octal (8)');
    await expect(page.getByTestId('base-hint')).toContainText('0-7');
    await page.getByLabel('Number').fill('789');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('Invalid input for the selected base')).toBeVisible();
    await expect(page.getByText('Please check your input value and selected bases.')).toBeVisible();
    await expectToastThenClose(page, 'Conversion error');
    await expect(page.getByLabel('Number')).toHaveValue('789');
  });
  test('converts short numbers as you type; a long one is marked out of date until Convert', async ({ page }) => {
    await page.goto('/tools/number-base-converter');
    const number = page.getByLabel('Number');
    const result = page.getByLabel('Result (base 2)');
    await number.pressSequentially('255', { delay: 30 });
    await expectEditorValue(result, '11111111');
    await chooseOption(page, 'To base', 'Hexadecimal (16)');
    await expectEditorValue(page.getByLabel('Result (base 16)'), 'FF');
    await number.pressSequentially('x', { delay: 30 });
    await expect(page.getByText('Invalid input for the selected base')).toBeVisible();
    await expectEditorValue(page.getByLabel('Result (base 16)'), '');
    await expect(toast(page)).toHaveCount(0);

    // Above the worker threshold (2,000 characters) it converts only on Convert.
    await number.fill('12');
    await expectEditorValue(page.getByLabel('Result (base 16)'), 'C');
    const long = '9'.repeat(2001);
    await number.fill(long);
    const marker = page.getByTestId('out-of-date');
    await expect(marker).toHaveText('Out of date: press Convert');
    await expectEditorValue(page.getByLabel('Result (base 16)'), 'C');
    await expect(page.getByLabel('Result (base 16)')).toHaveAccessibleDescription('Out of date: press Convert');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(page.getByLabel('Result (base 16)'), BigInt(long).toString(16).toUpperCase());
    await expect(marker).toHaveCount(0);
  });
  // The 100,000-digit conversion timed for responsiveness is in responsiveness.spec.ts.
});
