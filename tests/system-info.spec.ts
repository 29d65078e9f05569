import { expect, test } from './fixtures';
import { readClipboard } from './codec-helpers';
import { expectToast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('updates live when the window is resized and when the browser goes offline', async ({ page, context }) => {
  await page.goto('/tools/system-info');
  await page.getByRole('tab', { name: 'Display' }).click();
  await page.setViewportSize({ width: 900, height: 600 });
  await expect(page.getByLabel('Inner Width')).toHaveText('900');
  await expect(page.getByLabel('Inner Height')).toHaveText('600');

  await page.getByRole('tab', { name: 'Browser' }).click();
  await expect(page.getByLabel('Online')).toHaveText('true');
  await context.setOffline(true);
  await expect(page.getByLabel('Online')).toHaveText('false');
  await context.setOffline(false);
  await expect(page.getByLabel('Online')).toHaveText('true');
});

test('System Info: every tab, live updates, and copy as JSON', async ({ page }) => {
  await test.step('shows the hardware group on the System tab and the browser, display and network tabs', async () => {
    await page.goto('/tools/system-info');
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Hardware Concurrency')).toHaveText(String(cores));
    await expect(page.getByLabel('WebDriver')).toHaveText('true');
    await expect(page.getByLabel('WebGPU')).toHaveText(/^(Available|Not available)$/);

    await page.getByRole('tab', { name: 'Browser' }).click();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await expect(page.getByLabel('User Agent')).toHaveText(userAgent);
    await expect(page.getByLabel('Cookies Enabled')).toHaveText('true');
    await expect(page.getByLabel('Do Not Track')).toHaveText('N/A');

    await page.getByRole('tab', { name: 'Display' }).click();
    await expect(page.getByLabel('Inner Width')).toHaveText('1280');
    await expect(page.getByLabel('Color Depth')).toHaveText('24');

    await page.getByRole('tab', { name: 'Network' }).click();
    await expect(page.getByRole('definition')).toHaveCount(4);
  });

  await test.step('copies everything as JSON', async () => {
    await page.getByRole('button', { name: 'Copy all' }).click();
    await expectToast(page, 'Copied to clipboard');
    const copied = JSON.parse(await readClipboard(page)) as Record<string, Record<string, string>>;
    expect(Object.keys(copied)).toEqual(['System', 'Browser', 'Display', 'Network']);
    expect(copied.Browser['User Agent']).toBe(await page.evaluate(() => navigator.userAgent));
    expect(copied.Display['Inner Width']).toBe('1280');
  });
});
