import { readFileSync } from 'node:fs';
import * as bwip from 'bwip-js/browser';
import { expect, test } from '../../../tests/fixtures';

test('12 digits of an EAN-13 get their check digit; the SVG saved is the symbol bwip-js makes of all 13', async ({
  page,
}) => {
  await page.goto('/tools/barcode-generator');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('400x');
  await expect(page.getByText("EAN-13 takes 12 or 13 digits: 'x' at position 4 is not a digit.")).toBeVisible();

  await content.fill('400638133393');
  await expect(page.getByTestId('barcode-check')).toHaveText('Check digit 1 computed: 4006381333931');
  await expect(page.getByTestId('barcode-preview')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download SVG' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('barcode-ean13.svg');
  const svg = readFileSync(await saved.path(), 'utf8');
  const expected = bwip.toSVG({
    bcid: 'ean13',
    text: '4006381333931',
    scale: 3,
    padding: 10,
    includetext: true,
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
  });
  expect(svg).toBe(expected);

  // A 13th digit that is wrong is named; the right one is confirmed.
  await content.fill('4006381333932');
  await expect(page.getByText(/EAN-13's check digit here is 1, not 2/)).toBeVisible();
  await content.fill('4006381333931');
  await expect(page.getByTestId('barcode-check')).toHaveText('Check digit 1 is correct.');
});
