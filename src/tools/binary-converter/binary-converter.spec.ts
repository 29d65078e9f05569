import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption, expectChosen } from '../../../tests/select';
import { offers, pasteArea } from '../../../tests/smart-paste';
import { expectToast } from '../../../tests/toasts';

// The conversions, the blank-input message and when a swap is allowed are proven in
// src/tools/binary-converter/core's unit tests; the examples in tests/kit-examples.spec.ts; bits handed off, Swap's
// refusal and success in src/ui/kit/kit-features.test.tsx.
test('Binary Converter: smart paste opens hex bytes as text; Swap is refused with text, else formats, input and output change places', async ({
  page,
}) => {
  const input = page.getByLabel('Input', { exact: true });
  const output = page.getByLabel('Output', { exact: true });

  await test.step('hex bytes pasted on the home page open as hexadecimal read as text', async () => {
    await page.goto('/');
    await pasteInto(pasteArea(page), '48 65 6c 6c 6f');
    await expect(offers(page).first()).toContainText('Binary Converter');
    await offers(page).first().click();
    await expect(page).toHaveURL(/\/tools\/binary-converter$/);
    await expectChosen(page, 'Input format', 'Hexadecimal');
    await expectChosen(page, 'Output format', 'Text (ASCII / UTF-8)');
    await expectEditorValue(input, '48 65 6c 6c 6f');
    await expectEditorValue(output, 'Hello');
  });

  await test.step('Swap with text on one side is refused and changes nothing', async () => {
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expectToast(page, 'Cannot swap when using text format');
    await expectChosen(page, 'Input format', 'Hexadecimal');
    await expectEditorValue(input, '48 65 6c 6c 6f');
    await expectEditorValue(output, 'Hello');
  });

  await test.step('Swap between two byte formats: formats, input and output change places', async () => {
    await chooseOption(page, 'Output format', 'Binary');
    const bits = '01001000 01100101 01101100 01101100 01101111';
    await expectEditorValue(output, bits);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expectToast(page, 'Formats swapped');
    await expectChosen(page, 'Input format', 'Binary');
    await expectChosen(page, 'Output format', 'Hexadecimal');
    await expectEditorValue(input, bits);
    await expectEditorValue(output, '48 65 6c 6c 6f');
    await input.press('Control+Enter');
    await expectEditorValue(output, '48 65 6C 6C 6F');
    await expectToast(page, 'Conversion completed');
  });
});
