import { expect, test } from './fixtures';
import { chooseOption } from './select';
import { expectToastThenClose, toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const NOW = new Date('2024-01-15T12:00:00Z');

test.describe('Unix Time Converter', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/tools/unix-time-converter');
  });

  test('shows the current timestamp ticking every second and loads it', async ({ page }) => {
    const current = page.getByTestId('current-timestamp');
    await page.clock.pauseAt(new Date(NOW.getTime() + 60_000));
    await expect(current).toHaveText('1705320060');
    await expect(page.getByTestId('current-utc')).toHaveText('2024-01-15 12:01:00 UTC');
    await page.clock.runFor(1000);
    await expect(current).toHaveText('1705320061');
    await page.clock.runFor(2000);
    await expect(current).toHaveText('1705320063');

    await page.getByRole('button', { name: 'Use Current Time' }).click();
    // The clock is paused here, so the notice stays (its close animation runs on timers).
    await expect(page.getByText('Current time loaded')).toBeVisible();
    await expect(page.getByLabel('Unix timestamp', { exact: true })).toHaveValue('1705320063');
    await page.getByRole('tab', { name: 'Human Date to Unix' }).click();
    await expect(page.getByLabel('Date and time')).toHaveValue('2024-01-15 12:01:03');
  });

  test('converts a timestamp to a UTC date, with local, ISO and relative time', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await page.getByLabel('Unix timestamp', { exact: true }).fill('1705309200');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Converted to human-readable date');
    await expect(page.locator('output[aria-label="UTC"]')).toHaveText('2024-01-15 09:00:00');
    await expect(page.locator('output[aria-label="ISO 8601"]')).toHaveText('2024-01-15T09:00:00.000Z');
    await expect(page.locator('output[aria-label="Relative"]')).toHaveText('3 hours ago');
    await expect(page.locator('output[aria-label="Local time"]')).toContainText(/UTC[+-]\d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Copy UTC' }).click();
    await expectToastThenClose(page, 'Date copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2024-01-15 09:00:00');
  });

  test('detects milliseconds and refuses non-numbers', async ({ page }) => {
    const field = page.getByLabel('Unix timestamp', { exact: true });
    await field.fill('1705309200000');
    await field.press('Enter');
    await expect(page.locator('output[aria-label="UTC"]')).toHaveText('2024-01-15 09:00:00');
    await expect(page.getByText('Read as milliseconds.', { exact: true })).toBeVisible();
    await expectToastThenClose(page, 'Converted to human-readable date');

    await field.fill('yesterday');
    await field.press('Enter');
    await expectToastThenClose(page, 'Please enter a valid Unix timestamp');
    await expect(page.getByText('Please enter a valid Unix timestamp')).toBeVisible(); // in the field too
    await expect(field).toHaveValue('yesterday');
  });

  test('converts a human date to a Unix timestamp', async ({ page }) => {
    await page.getByRole('tab', { name: 'Human Date to Unix' }).click();
    const field = page.getByLabel('Date and time');
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await field.fill('   ');
    await field.press('Enter');
    await expectToastThenClose(page, 'Please enter a date');
    await field.fill('2038-01-19 03:14:07');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Converted to Unix timestamp');
    await expect(page.locator('output[aria-label="Unix timestamp (seconds)"]')).toHaveText('2147483647');
    await page.getByRole('button', { name: 'Copy Unix timestamp (seconds)' }).click();
    await expectToastThenClose(page, 'Timestamp copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2147483647');

    await field.fill('2023-02-30');
    await field.press('Enter');
    await expectToastThenClose(page, 'Invalid date format');
  });

  test('converts both directions as you type, without notices', async ({ page }) => {
    const timestamp = page.getByLabel('Unix timestamp', { exact: true });
    await timestamp.pressSequentially('86400', { delay: 30 });
    await expect(page.locator('output[aria-label="UTC"]')).toHaveText('1970-01-02 00:00:00');
    await chooseOption(page, 'Unit', 'Milliseconds');
    await expect(page.locator('output[aria-label="UTC"]')).toHaveText('1970-01-01 00:01:26');
    await timestamp.pressSequentially('x', { delay: 30 });
    await expect(page.getByText('Please enter a valid Unix timestamp')).toBeVisible();
    await expect(page.locator('output[aria-label="UTC"]')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Human Date to Unix' }).click();
    await page.getByLabel('Date and time').pressSequentially('2038-01-19 03:14:07', { delay: 20 });
    await expect(page.locator('output[aria-label="Unix timestamp (seconds)"]')).toHaveText('2147483647');
    await chooseOption(page, 'Time zone', 'UTC');
    await expect(toast(page)).toHaveCount(0);
  });

  test('converts an example from the help section', async ({ page }) => {
    await page.getByRole('button', { name: /^0\b/ }).click();
    await expect(page.getByLabel('Unix timestamp', { exact: true })).toHaveValue('0');
    await expect(page.locator('output[aria-label="UTC"]')).toHaveText('1970-01-01 00:00:00');
  });
});
