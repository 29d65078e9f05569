import { expect, test } from '../../../tests/fixtures';

// Frame timing is what it measures: it runs with the timing tests, alone on the machine (playwright.config.ts).
test(
  'Refresh Rate Test: measures headless Chromium’s 60 Hz animation frames, and stops on Stop',
  { tag: '@timing' },
  async ({ page }) => {
    await page.goto('/tools/refresh-rate-test');
    await page.getByRole('button', { name: 'Start measuring' }).click();
    const rate = page.getByLabel('Refresh rate', { exact: true });
    await expect(rate).toHaveText('Measuring…');
    await expect.poll(async () => Number(await page.getByLabel('Frames measured').textContent())).toBeGreaterThan(60);
    await expect(rate).toHaveText('60 Hz');
    const frameTime = Number((await page.getByLabel('Median frame time').textContent())!.replace(' ms', ''));
    expect(Math.abs(frameTime - 1000 / 60)).toBeLessThan(0.2);
    await expect(
      page.getByRole('img', { name: /^Frame-time graph of the latest frames, median 16\.\d+ ms/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Stop' }).click();
    const frames = await page.getByLabel('Frames measured').textContent();
    await page.waitForTimeout(400);
    await expect(page.getByLabel('Frames measured')).toHaveText(frames!);
    await expect(rate).toHaveText('60 Hz');

    await page.getByRole('button', { name: 'Start the motion test' }).click();
    await expect(page.getByRole('img', { name: /squares moving at 240, 480, 960 pixels per second/ })).toBeVisible();
    await page.getByRole('button', { name: 'Stop the motion test' }).click();
  },
);
