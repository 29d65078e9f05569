import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';

// Exactness against Python's fractions, the rounding and every error are proven in
// src/tools/percentage-calculator/core's unit tests; the examples in tests/kit-examples.spec.ts.
test('Percentage Calculator: a typed share of a whole, rounded with its repeating digits named; a change and a wrong field', async ({
  page,
}) => {
  await page.goto('/tools/percentage-calculator');
  const result = page.getByLabel('Result', { exact: true });
  await chooseOption(page, 'Calculate', 'X is what percent of Y');
  await page.getByLabel('Part (X)').fill('1');
  await page.getByLabel('Is what percent of (Y)').fill('3');
  await expectEditorValue(result, '≈ 33.3333333333333%');
  await expect(page.getByText('Its digits repeat: 33.(3)%.', { exact: false })).toBeVisible();

  await chooseOption(page, 'Calculate', 'Percentage change from X to Y');
  await page.getByLabel('From (X)').fill('0.1');
  await page.getByLabel('To (Y)').fill('0.3');
  await expectEditorValue(result, '+200%');
  await expect(page.getByText('a difference of 0.2', { exact: false })).toBeVisible();

  await page.getByLabel('To (Y)').fill('0.3.1');
  await expect(page.getByText('The new value (Y) is not a number: "0.3.1"', { exact: false })).toBeVisible();
});
