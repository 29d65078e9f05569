import { expect, test } from '../../../tests/fixtures';
import { readClipboard } from '../../../tests/codec-helpers';
import { structuredValue } from '../../../tests/kit';
import { expectToast } from '../../../tests/toasts';
import type { Page } from '@playwright/test';

/** A reading's value on the tab shown (only the selected tab's rows are on the page). */
const reading = (page: Page, label: string) => structuredValue(page.getByTestId('structured-result'), label);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('updates live when the window is resized and when the browser goes offline', async ({ page, context }) => {
  await page.goto('/tools/system-info');
  await page.getByRole('tab', { name: 'Display' }).click();
  await page.setViewportSize({ width: 900, height: 600 });
  await expect(reading(page, 'Inner Width')).toHaveText('900');
  await expect(reading(page, 'Inner Height')).toHaveText('600');

  await page.getByRole('tab', { name: 'Browser' }).click();
  await expect(reading(page, 'Online')).toHaveText('true');
  await context.setOffline(true);
  await expect(reading(page, 'Online')).toHaveText('false');
  await context.setOffline(false);
  await expect(reading(page, 'Online')).toHaveText('true');
});

test('System Info: every tab, live updates, and copy as JSON', async ({ page }) => {
  await test.step('shows the hardware group on the System tab and the browser, display and network tabs', async () => {
    await page.goto('/tools/system-info');
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
    await expect(reading(page, 'Hardware Concurrency')).toHaveText(String(cores));
    await expect(reading(page, 'WebDriver')).toHaveText('true');
    await expect(reading(page, 'WebGPU')).toHaveText(/^(Available|Not available)$/);

    await page.getByRole('tab', { name: 'Browser' }).click();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await expect(reading(page, 'User Agent')).toHaveText(userAgent);
    await expect(reading(page, 'Cookies Enabled')).toHaveText('true');
    await expect(reading(page, 'Do Not Track')).toHaveText('N/A');

    await page.getByRole('tab', { name: 'Display' }).click();
    await expect(reading(page, 'Inner Width')).toHaveText('1280');
    await expect(reading(page, 'Color Depth')).toHaveText('24');

    await page.getByRole('tab', { name: 'Network' }).click();
    // Four readings, each with its Copy.
    await expect(page.getByTestId('structured-result').locator('[data-row]')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Copy / })).toHaveCount(4 + 3); // and Copy all, Copy as JSON, Copy every tab as JSON
  });

  await test.step('copies a tab as aligned text, and every tab as JSON', async () => {
    await page.getByRole('button', { name: 'Copy all', exact: true }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await readClipboard(page)).toMatch(/^Effective Type: +\S/);
    await page.getByRole('button', { name: 'Copy every tab as JSON' }).click();
    await expectToast(page, 'Copied to clipboard');
    const copied = JSON.parse(await readClipboard(page)) as Record<string, Record<string, string>>;
    expect(Object.keys(copied)).toEqual(['System', 'Browser', 'Display', 'Network']);
    expect(copied.Browser['User Agent']).toBe(await page.evaluate(() => navigator.userAgent));
    expect(copied.Display['Inner Width']).toBe('1280');
  });
});
