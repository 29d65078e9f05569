import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { kitField as field } from './kit';

// The conversions, round trips and published CSS Color 4 values are proven in src/core/tools/color-converter's unit
// tests; the examples and axe in tests/kit-examples.spec.ts. Here: a Display P3 colour as a person meets it.
test('Color Converter: a Display P3 color outside sRGB is marked with its clamped hex, every form has Copy, the picker sets the input', async ({
  page,
}) => {
  await page.goto('/tools/color-converter');
  const colour = field(page, 'Color');
  await colour.fill('color(display-p3 0 1 0)');
  await expectEditorValue(field(page, 'OKLCH'), 'oklch(84.88% 0.3685 145.64)');

  // Outside sRGB, inside P3: marked, with the clamped (gamut-mapped) hex and its swatch.
  const gamut = page.getByTestId('gamut');
  await expect(gamut).toContainText('Outside sRGB (inside Display P3).');
  await expect(gamut).toContainText(/Clamped into sRGB \(in OKLCH\): #[0-9a-f]{6}/);
  await expect(page.getByTestId('clamped-swatch')).toBeVisible();
  const clamped = (await gamut.textContent())!.match(/#[0-9a-f]{6}/)![0];

  // Every format at once, each with its Copy; the hex is the clamped one.
  await page.getByRole('tab', { name: 'All formats' }).click();
  const all = page.getByTestId('all-choices');
  await expect(all).toContainText('color(display-p3 0 1 0)');
  await expect(all).toContainText(clamped);
  await expect(all).toContainText('No CSS color name is exactly this color');
  await expect(all.getByRole('button', { name: /^Copy / })).toHaveCount(17);

  // The picker (an sRGB hex) replaces the input, and the colour is inside sRGB again.
  await page.getByLabel('Pick a color').fill('#336699');
  await expect(colour).toHaveValue('#336699');
  await expect(gamut).toHaveText('Inside sRGB: every form is exact.');
  await expect(all).toContainText('rgb(51 102 153)');
});
