import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

// The defined constants, round trips and the Python oracle are in src/core/tools/unit-converter's unit tests; the
// examples (a length, a GiB in MB, a transfer time) in tests/kit-examples.spec.ts.
test('Unit Converter: a temperature typed with its unit shows every temperature unit; a unit in the wrong case is named', async ({
  page,
}) => {
  await page.goto('/tools/unit-converter');
  const quantity = page.getByLabel('Quantity');
  const result = page.getByLabel('Conversions');
  await quantity.fill('98.6 F to c');
  await expectEditorValue(result, /^98\.6 °F = 37 °C\n\nEvery temperature unit:\n= 310\.15 K /);
  await quantity.fill('1 gb');
  await expect(page.getByText('"gb" could be Gbit (gigabit (SI)) or GB (gigabyte (SI, 1000^3 B))')).toBeVisible();
  await quantity.fill('1 GB to GiB');
  await expectEditorValue(result, /^1 GB = 0\.931322574615478515625 GiB\n/);
});
