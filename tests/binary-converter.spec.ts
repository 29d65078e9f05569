import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { expectToast, toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The conversions, the blank-input message and when a swap is allowed are proven in
// src/core/tools/binary-converter's unit tests; 'Nothing to copy' in src/ui/components/components.test.tsx.
test('Binary Converter: converts as you type quietly, Convert and Swap with notices, and copies', async ({ page }) => {
  await page.goto('/tools/binary-converter');
  const input = page.getByLabel('Input', { exact: true });
  const output = page.getByLabel('Output', { exact: true });
  const invalid = 'Invalid input for the selected format';

  await test.step('converts as you type and when the formats change, without notices', async () => {
    await expectChosen(page, 'Input format', 'Text (ASCII / UTF-8)');
    await expectChosen(page, 'Output format', 'Binary');
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await input.pressSequentially('Hi', { delay: 30 });
    await expectEditorValue(output, '01001000 01101001');
    await chooseOption(page, 'Output format', 'Hexadecimal');
    await expectEditorValue(output, '48 69');
    await chooseOption(page, 'Input format', 'Decimal');
    await expect(page.getByText(invalid)).toBeVisible();
    await expectEditorValue(output, '');
    await expect(toast(page)).toHaveCount(0);
  });

  await test.step('Convert refuses invalid groups with a notice and keeps the input; Ctrl+Enter decodes UTF-8', async () => {
    await input.fill('72 300');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToast(page, invalid);
    await expect(page.getByText(invalid).first()).toBeVisible(); // in the field too
    await expectEditorValue(input, '72 300');
    await expectEditorValue(output, '');
    await chooseOption(page, 'Output format', 'Text (ASCII / UTF-8)');
    await input.fill('240 159 152 128 32 72 105');
    await input.press('Control+Enter');
    await expectEditorValue(output, '😀 Hi');
    await expectToast(page, 'Conversion completed');
  });

  await test.step('Swap is refused with text on one side; otherwise formats and contents change places', async () => {
    await page.getByRole('button', { name: 'Swap' }).click();
    await expectToast(page, 'Cannot swap when using text format');
    await expectChosen(page, 'Input format', 'Decimal');
    await chooseOption(page, 'Output format', 'Binary');
    const bits = '11110000 10011111 10011000 10000000 00100000 01001000 01101001';
    await expectEditorValue(output, bits);
    await page.getByRole('button', { name: 'Swap' }).click();
    await expectToast(page, 'Formats swapped');
    await expectChosen(page, 'Input format', 'Binary');
    await expectChosen(page, 'Output format', 'Decimal');
    await expectEditorValue(input, bits);
    await expectEditorValue(output, '240 159 152 128 32 72 105');
  });

  await test.step('copies the output', async () => {
    await page.getByRole('button', { name: 'Copy output' }).click();
    await expect(page.getByRole('button', { name: 'Copy output' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('240 159 152 128 32 72 105');
  });
});
