import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { structuredValue } from '../../../tests/kit';
import { chooseOption } from '../../../tests/select';
import { dismissToast, expectToastThenClose, toast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const NOW = new Date('2024-01-15T12:00:00Z');

/** A value of the result's rows, by its label. */
const shown = (page: Page, label: string) => structuredValue(page.getByTestId('structured-result'), label);

// The conversions themselves (units, zones, formats, messages) are unit tests in
// src/tools/unix-time-converter/core/unix-time-converter.test.ts; this is the page around them.
test('converts as you type quietly, notifies on Convert, copies, and loads the ticking current time', async ({
  page,
}) => {
  // One flow in place of several tests: the time of the tests it replaced.
  test.setTimeout(90_000);
  await page.clock.install({ time: NOW });
  await page.goto('/tools/unix-time-converter');
  const timestamp = page.getByLabel('Unix timestamp', { exact: true });
  const utc = shown(page, 'UTC');

  await test.step('Unix timestamp to a date: live without notices, Convert and Enter notify, Copy', async () => {
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await timestamp.fill('1705309200');
    await expect(utc).toHaveText('2024-01-15 09:00:00');
    await expect(toast(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Converted to human-readable date');
    await expect(shown(page, 'ISO 8601')).toHaveText('2024-01-15T09:00:00.000Z');
    await expect(shown(page, 'Relative')).toHaveText('3 hours ago');
    await expect(shown(page, 'Local time')).toContainText(/UTC[+-]\d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Copy UTC' }).click();
    await expectToastThenClose(page, 'Date copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2024-01-15 09:00:00');

    await timestamp.fill('1705309200000');
    await timestamp.press('Enter');
    await expect(utc).toHaveText('2024-01-15 09:00:00');
    await expect(page.getByText('Read as milliseconds.', { exact: true })).toBeVisible();
    await expectToastThenClose(page, 'Converted to human-readable date');

    await timestamp.fill('yesterday');
    await expect(page.getByText('Please enter a valid Unix timestamp')).toBeVisible(); // beside the field, quietly
    await expect(utc).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    await timestamp.press('Enter');
    // In view, the message beside the field is the one place (issue 53): Enter adds no toast.
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid Unix timestamp' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await expect(timestamp).toHaveValue('yesterday');

    await timestamp.fill('');
    await timestamp.pressSequentially('86400', { delay: 30 });
    await expect(utc).toHaveText('1970-01-02 00:00:00');
    await chooseOption(page, 'Unit', 'Milliseconds');
    await expect(utc).toHaveText('1970-01-01 00:01:26');
  });

  await test.step('an example from the help section converts', async () => {
    await page.getByRole('button', { name: /^0\b/ }).click();
    await expect(timestamp).toHaveValue('0');
    await expect(utc).toHaveText('1970-01-01 00:00:00');
  });

  await test.step('a human date to a Unix timestamp', async () => {
    await page.getByRole('tab', { name: 'Human Date to Unix' }).click();
    const field = page.getByLabel('Date and time');
    const seconds = shown(page, 'Unix timestamp (seconds)');
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await field.fill('   ');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a date' })).toBeVisible();
    await expect(toast(page).filter({ hasText: 'Please enter a date' })).toHaveCount(0);
    // The help example's success notice may still be up: closed, so the next check of no notice starts clean.
    await dismissToast(page);
    await field.fill('2038-01-19 03:14:07');
    await expect(seconds).toHaveText('2147483647');
    await chooseOption(page, 'Time zone', 'UTC');
    await expect(toast(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToastThenClose(page, 'Converted to Unix timestamp');
    await page.getByRole('button', { name: 'Copy Unix timestamp (seconds)' }).click();
    await expectToastThenClose(page, 'Timestamp copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2147483647');
    await field.fill('2023-02-30');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid date format' })).toBeVisible();
    await expect(toast(page).filter({ hasText: 'Invalid date format' })).toHaveCount(0);
  });

  await test.step('the current timestamp ticks every second, and Use Current Time loads it into both fields', async () => {
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
    await expect(page.getByLabel('Date and time')).toHaveValue('2024-01-15 12:01:03');
    await page.getByRole('tab', { name: 'Unix to Human Date' }).click();
    await expect(timestamp).toHaveValue('1705320063');
  });
});
