import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { kitField as field } from '../../../tests/kit';

// The ratios, APCA's published values and the suggestion's search are proven in src/tools/contrast-checker/core's
// unit tests; the examples and axe in tests/kit-examples.spec.ts. Here: a failing pair made passing.
test('Contrast Checker: a failing pair made passing by the suggested color', async ({ page }) => {
  await page.goto('/tools/contrast-checker');
  await field(page, 'Background').fill('#1e293b');
  const text = field(page, 'Text color');
  await text.fill('#475569');
  const report = field(page, 'Contrast');
  await expectEditorValue(report, /^AA, normal text \(4\.5:1\): +Fail$/m);

  // The live sample shows the two colours.
  const sample = page.getByTestId('contrast-sample');
  await expect(sample).toHaveCSS('background-color', 'rgb(30, 41, 59)');
  await expect(sample).toHaveCSS('color', 'rgb(71, 85, 105)');

  // The suggestion is lighter (the closer way on a dark background); its button applies it.
  const suggested = (await page.getByTestId('suggestion').textContent())!.match(/#[0-9a-f]{6}/)![0];
  await page.getByRole('button', { name: 'Use suggested color' }).click();
  await expect(text).toHaveValue(suggested);
  await expectEditorValue(report, /^AA, normal text \(4\.5:1\): +Pass$/m);
  await expectEditorValue(report, /^Suggestion: +Already passes AA, normal text \(4\.5:1\)$/m);
  await expect(page.getByTestId('suggestion')).toHaveCount(0);
});
