import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError } from '../../../tests/format-minify-validate';

// Every number's round trip, the canonical form and each refusal's words and column are proven in
// src/tools/roman-numerals/core' unit tests; the examples in tests/kit-examples.spec.ts.
test('Roman Numeral Converter: a typed numeral reads as you type, a malformed one is refused with the rule and its column', async ({
  page,
}) => {
  await page.goto('/tools/roman-numerals');
  const field = page.getByLabel('Number or Roman numeral');
  const result = page.getByLabel('Result', { exact: true });

  await field.fill('MCMXCIIII');
  await expect(fieldError(page)).toHaveText(
    'Not a Roman numeral: I is repeated 4 times; no letter may stand more than three times in a row (write IV). (column 9)',
  );
  await field.press('Backspace');
  await field.press('Backspace');
  await field.press('Backspace');
  await field.pressSequentially('V');
  await expectEditorValue(result, '1994');
  await expect(page.getByTestId('output-note')).toHaveText('Read as M + CM + XC + IV = 1000 + 900 + 90 + 4.');
  await expect(fieldError(page)).toHaveCount(0);
});
