import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { expectToastThenClose, toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Binary Converter', () => {
  test('converts text to 8-bit binary groups, swaps back and copies', async ({ page }) => {
    await page.goto('/tools/binary-converter');
    const input = page.getByLabel('Input', { exact: true });
    const output = page.getByLabel('Output', { exact: true });
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await expectChosen(page, 'Input format', 'Text (ASCII / UTF-8)');
    await expectChosen(page, 'Output format', 'Binary');

    await input.fill('Hi');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(output, '01001000 01101001');
    await expectToastThenClose(page, 'Conversion completed');

    // Swapping with text on one side is refused.
    await page.getByRole('button', { name: 'Swap' }).click();
    await expectToastThenClose(page, 'Cannot swap when using text format');
    await expectChosen(page, 'Input format', 'Text (ASCII / UTF-8)');

    // Binary to hexadecimal, then swap: formats and contents change places.
    await chooseOption(page, 'Input format', 'Binary');
    await chooseOption(page, 'Output format', 'Hexadecimal');
    await input.fill('01001000 01101001');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectEditorValue(output, '48 69');
    await expectToastThenClose(page, 'Conversion completed');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expectToastThenClose(page, 'Formats swapped');
    await expectChosen(page, 'Input format', 'Hexadecimal');
    await expectChosen(page, 'Output format', 'Binary');
    await expectEditorValue(input, '48 69');
    await expectEditorValue(output, '01001000 01101001');

    await page.getByRole('button', { name: 'Copy output' }).click();
    await expect(page.getByRole('button', { name: 'Copy output' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01001000 01101001');
  });

  test('decodes UTF-8 bytes to text and refuses invalid groups', async ({ page }) => {
    await page.goto('/tools/binary-converter');
    await chooseOption(page, 'Input format', 'Decimal');
    await chooseOption(page, 'Output format', 'Text (ASCII / UTF-8)');
    const input = page.getByLabel('Input', { exact: true });
    await input.fill('240 159 152 128 32 72 105');
    await input.press('Control+Enter');
    await expectEditorValue(page.getByLabel('Output', { exact: true }), '😀 Hi');
    await expectToastThenClose(page, 'Conversion completed');

    await input.fill('72 300');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Invalid input for the selected format');
    await expect(page.getByText('Invalid input for the selected format')).toBeVisible(); // in the field too
    await expectEditorValue(input, '72 300');
    await expectEditorValue(page.getByLabel('Output', { exact: true }), '');
  });

  test('asks for a value when the input holds only blanks', async ({ page }) => {
    await page.goto('/tools/binary-converter');
    await chooseOption(page, 'Input format', 'Binary');
    await page.getByLabel('Input', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Please enter a value to convert');
  });

  test('converts as you type and when the formats change, without notices', async ({ page }) => {
    await page.goto('/tools/binary-converter');
    const input = page.getByLabel('Input', { exact: true });
    const output = page.getByLabel('Output', { exact: true });
    await input.pressSequentially('Hi', { delay: 30 });
    await expectEditorValue(output, '01001000 01101001');
    await input.pressSequentially('!', { delay: 30 });
    await expectEditorValue(output, '01001000 01101001 00100001');
    await chooseOption(page, 'Output format', 'Hexadecimal');
    await expectEditorValue(output, '48 69 21');
    await chooseOption(page, 'Input format', 'Decimal');
    await expect(page.getByText('Invalid input for the selected format')).toBeVisible();
    await expectEditorValue(output, '');
    await input.fill('72 105');
    await expectEditorValue(output, '48 69');
    await expect(toast(page)).toHaveCount(0);
  });

  test("says 'Nothing to copy' before any conversion", async ({ page }) => {
    await page.goto('/tools/binary-converter');
    await page.getByRole('button', { name: 'Copy output' }).click();
    await expectToastThenClose(page, 'Nothing to copy');
  });
});
