import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { kitField as field } from '../../../tests/kit';

// The conversions, round trips and published CSS Color 4 values are proven in src/tools/color-converter/core's unit
// tests; the examples and axe in tests/kit-examples.spec.ts. Here: a Display P3 colour as a person meets it.
test('Color Converter: a Display P3 color outside sRGB is marked with its clamped hex, every form has Copy, the picker sets the input', async ({
  page,
}) => {
  await page.goto('/tools/color-converter');
  const colour = field(page, 'Color');
  await page.getByRole('tab', { name: 'OKLCH' }).click();
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

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Color Converter at ${viewport.width} px: opens on All formats with a plain sRGB colour; a hue is under 360; a colour just outside sRGB says so`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/color-converter');
    await expect(page.getByRole('tab', { name: 'All formats' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Color')).toHaveValue('#ff8800');
    const all = page.getByTestId('all-choices');
    await expect(all).toContainText('oklch(74.42% 0.1812 56.46)');
    await expect(page.getByTestId('gamut')).toHaveText('Inside sRGB: every form is exact.');

    await field(page, 'Color').fill('hsl(359.97 100% 50%)');
    await expect(all).toContainText('hsl(0 100% 50%)');
    await expect(all).toContainText('hwb(0 0% 0%)');

    await field(page, 'Color').fill('oklch(62.8% 0.2577 29.23)');
    await expect(all).toContainText('color(srgb 1.0001 0 0.0003)');
    await expect(page.getByTestId('gamut')).toContainText('Outside sRGB (inside Display P3).');
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Kit notes at ${viewport.width} px: a count or breakdown is plain text, only a warning is amber`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Tailwind's amber-800, as this browser computes it.
    const amberOf = () =>
      page.evaluate(() => {
        const probe = Object.assign(document.createElement('p'), { className: 'text-amber-800' });
        document.body.append(probe);
        return getComputedStyle(probe).color;
      });
    await page.goto('/tools/roman-numerals');
    await page.getByLabel('Number or Roman numeral').fill('MCMXCIV');
    const note = page.getByTestId('output-note');
    await expect(note).toHaveText('Read as M + CM + XC + IV = 1000 + 900 + 90 + 4.');
    expect(await note.locator('p').evaluate((p) => getComputedStyle(p).color)).not.toBe(await amberOf());

    await page.goto('/tools/color-converter');
    await page.getByRole('tab', { name: 'OKLCH' }).click();
    await page.getByRole('button', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'Hex' }).click();
    await field(page, 'Color').fill('color(display-p3 0 1 0)');
    const warning = page.getByTestId('output-note').locator('[data-tone="warning"]');
    await expect(warning).toContainText('Outside sRGB: this form shows the nearest sRGB color');
    expect(await warning.evaluate((p) => getComputedStyle(p).color)).toBe(await amberOf());
  });
}
