import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';

// The defined constants, round trips and the Python oracle are in src/tools/unit-converter/core's unit tests; the
// examples (a length, a GiB in MB, a transfer time) in tests/kit-examples.spec.ts.
test('Unit Converter: a temperature typed with its unit shows every temperature unit; a unit in the wrong case is named', async ({
  page,
}) => {
  await page.goto('/tools/unit-converter');
  const quantity = page.getByLabel('Quantity');
  const result = page.getByLabel('Conversions', { exact: true });
  await quantity.fill('98.6 F to c');
  await expectEditorValue(result, /^98\.6 °F = 37 °C\n\nEvery temperature unit:\n= 310\.15 K /);
  await quantity.fill('1 gb');
  await expect(page.getByText('"gb" could be Gbit (gigabit (SI)) or GB (gigabyte (SI, 1000^3 B))')).toBeVisible();
  await quantity.fill('1 GB to GiB');
  await expectEditorValue(result, /^1 GB = 0\.931322574615478515625 GiB\n/);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Unit Converter at ${viewport.width} px: a rounded result in 6 significant digits, in 15 with Full precision`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/unit-converter');
    await page.getByLabel('Quantity').fill('5 cm to inch');
    const result = page.getByLabel('Conversions', { exact: true });
    await expectEditorValue(result, /^5 cm ≈ 1\.9685 in\n/);
    await page.getByRole('switch', { name: 'Full precision' }).click();
    await expectEditorValue(result, /^5 cm ≈ 1\.96850393700787 in\n/);
  });
}
