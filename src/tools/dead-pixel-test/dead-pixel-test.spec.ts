import type { Locator } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';

const colourOf = (area: Locator) => area.evaluate((el) => getComputedStyle(el).backgroundColor);

test('Dead Pixel Test: fullscreen patterns stepped by click, Space and arrows, Esc leaves; the exerciser waits for Start', async ({
  page,
}) => {
  await page.goto('/tools/dead-pixel-test');
  const area = page.getByTestId('pattern-area');
  const step = area.locator('[aria-live]');
  await expect(area).toBeHidden();

  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
    .toBe('pattern-area');
  await expect(area).toBeFocused();
  await expect(area).toHaveCSS('cursor', 'none');
  await expect(step).toHaveText('Pattern 1 of 12: Black');
  expect(await colourOf(area)).toBe('rgb(0, 0, 0)');

  await area.click();
  await expect(step).toHaveText('Pattern 2 of 12: White');
  expect(await colourOf(area)).toBe('rgb(255, 255, 255)');
  await page.keyboard.press('Space');
  await expect(step).toHaveText('Pattern 3 of 12: Red');
  expect(await colourOf(area)).toBe('rgb(255, 0, 0)');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText('Pattern 4 of 12: Green');
  expect(await colourOf(area)).toBe('rgb(0, 255, 0)');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText('Pattern 1 of 12: Black');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText('Pattern 12 of 12: Checkerboard');

  await page.keyboard.press('Escape');
  await expect(area).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', { name: 'Start the test' })).toBeFocused();

  // The exerciser: the warning first, nothing flashing until its Start.
  await page.getByRole('button', { name: 'Set up the exerciser' }).click();
  await expect(page.getByRole('alert')).toContainText('Photosensitivity warning');
  await page.waitForTimeout(200);
  await expect(page.getByTestId('exerciser-square')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start flashing' }).click();
  const square = page.getByTestId('exerciser-square');
  await expect(square).toBeVisible();
  const colours = new Set<string>();
  for (let i = 0; i < 6; i++) {
    colours.add(await square.evaluate((el) => getComputedStyle(el).backgroundColor));
    await page.waitForTimeout(60);
  }
  expect(colours.size).toBeGreaterThan(1);
  // Arrows move the focused square, not the pattern.
  await square.focus();
  const before = await square.boundingBox();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await square.boundingBox())!.x).toBe(before!.x + 10);
  await expect(step).toHaveText('Pattern 12 of 12: Checkerboard');
  await page.keyboard.press('Escape');
  await expect(square).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set up the exerciser' })).toBeVisible();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Dead Pixel Test at ${viewport.width} px: in fullscreen the pattern reaches every corner pixel (square corners)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/dead-pixel-test');
    await page.getByRole('button', { name: 'Start the test' }).click();
    const area = page.getByTestId('pattern-area');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
      .toBe('pattern-area');
    await expect(area).toHaveCSS('border-radius', '0px');
    // The pattern covers pixel (0, 0): the area itself is there, not the page behind a rounded corner.
    expect(await page.evaluate(() => document.elementFromPoint(0, 0)?.getAttribute('data-testid'))).toBe(
      'pattern-area',
    );
    await page.keyboard.press('Escape');
    await expect(area).toBeHidden();
  });
}
