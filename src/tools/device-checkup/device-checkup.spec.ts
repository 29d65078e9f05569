import { readFileSync } from 'node:fs';
import { stepsFor } from './core';
import { CHECKUP_TEXTS as T } from './words';
import { expect, test } from '../../../tests/fixtures';

test('a whole check-up with the fake devices: each step passed, the report downloaded and read', async ({ page }) => {
  await page.goto('/tools/device-checkup');
  await page.getByRole('button', { name: T.start }).click();
  const steps = stepsFor(0); // headless Chromium reports no touch points
  for (const [i, step] of steps.entries()) {
    const name = T.steps[step.key];
    await expect(page.getByRole('heading', { name: T.stepHeading(i + 1, steps.length, name) })).toBeFocused();
    await page
      .getByRole('group', { name: T.verdictLegend(name) })
      .getByLabel(T.verdicts.pass)
      .check();
    if (step.key === 'display') await page.getByLabel(T.note).fill('No dead pixels <b>seen</b>');
    if (step.key === 'system') await expect(page.getByTestId('checkup-measured')).toContainText('logical cores');
    await page.getByRole('button', { name: i + 1 === steps.length ? T.finish : T.next }).click();
  }

  const report = page.getByTestId('checkup-report');
  await expect(report.getByRole('heading', { name: T.reportTitle })).toBeFocused();
  await expect(report).toContainText(T.reportSummary(steps.length, 0, 0));
  await expect(report.getByRole('row', { name: /Display/ })).toContainText('No dead pixels <b>seen</b>');

  // Printed, the report stands alone: the site around it is hidden.
  await page.emulateMedia({ media: 'print' });
  const visibility = (el: Element) => getComputedStyle(el).visibility;
  expect(await page.locator('body > * header').first().evaluate(visibility)).toBe('hidden');
  expect(await report.locator('table').evaluate(visibility)).toBe('visible');
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: T.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^device-checkup-\d{4}-\d{2}-\d{2}\.html$/);
  const html = readFileSync(await file.path(), 'utf8');
  expect(html).toContain(T.reportSummary(steps.length, 0, 0));
  for (const step of steps) expect(html).toContain(`<td>${T.steps[step.key]}</td>`);
  expect(html).toContain('No dead pixels &lt;b&gt;seen&lt;/b&gt;');
  expect(html).toContain('logical cores');
  expect(html).not.toContain('<script');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Device Check-up at ${viewport.width} px: the verdict, Back and Next stay in the window with the step's progress`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/device-checkup');
    await page.getByRole('button', { name: T.start }).click();
    const count = stepsFor(0).length;
    const progress = page.getByRole('progressbar', { name: T.progress });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(progress).toHaveAttribute('aria-valuemax', String(count));
    const inWindow = async (name: string) => {
      const box = (await page
        .getByTestId('checkup-step-bar')
        .getByRole('button', { name, exact: true })
        .boundingBox())!;
      expect(box.y + box.height, `${name} is in the window`).toBeLessThanOrEqual(viewport.height);
    };
    const pass = page.getByRole('group', { name: T.verdictLegend(T.steps.keyboard) }).getByLabel(T.verdicts.pass);
    expect((await pass.boundingBox())!.y).toBeLessThan(viewport.height);
    await inWindow(T.next);
    await pass.check();
    await page.getByRole('button', { name: T.next }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await inWindow(T.next);
    await inWindow(T.back);
  });
}
