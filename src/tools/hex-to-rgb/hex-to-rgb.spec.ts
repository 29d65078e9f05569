import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { structuredField, structuredValue } from '../../../tests/kit';
import { expectToast, toast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const colourValue = (page: Page, label: string) => structuredValue(structuredField(page, 'Color values'), label);

// The readouts (3 and 8 digits, alpha, HSL, names) and the message are proven in src/tools/hex-to-rgb/core's and
// src/core/shared/colour's unit tests.
test('HEX to RGB: refuses a bad code, converts as you type quietly, shows the swatch and copies', async ({ page }) => {
  await page.goto('/tools/hex-to-rgb');
  const field = page.getByLabel('Hex color code');
  const rgb = colourValue(page, 'RGB');
  const message = 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)';

  await test.step('refuses a bad code with the spec message beside the field, and keeps the input', async () => {
    const convert = page.getByRole('button', { name: 'Convert' });
    await expect(convert).toBeDisabled();
    await field.fill('#12345');
    await convert.click();
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await expect(field).toHaveValue('#12345');
    await expect(rgb).toHaveCount(0);
  });

  await test.step('converts as you type, quietly, and marks a kept color out of date while the code is invalid', async () => {
    await field.fill('');
    await field.pressSequentially('#0a3', { delay: 30 });
    await expect(rgb).toHaveText('rgb(0, 170, 51)');
    await field.pressSequentially('44', { delay: 30 });
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: shows the last valid input');
    await expect(toast(page)).toHaveCount(0);
    await field.pressSequentially('4', { delay: 30 });
    await expect(rgb).toHaveText('rgb(10, 52, 68)');
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
  });

  await test.step('converts a 3-digit code on Convert, shows the swatch and copies the RGB value', async () => {
    await field.fill('#0a3');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(rgb).toHaveText('rgb(0, 170, 51)');
    await expect(colourValue(page, 'HEX')).toHaveText('#00AA33');
    await expect(colourValue(page, 'HSL')).toHaveText('hsl(138, 100%, 33%)');
    await expect(page.getByRole('img', { name: 'Color swatch #00AA33' }).locator('div')).toHaveCSS(
      'background-color',
      'rgb(0, 170, 51)',
    );
    await page.getByRole('button', { name: 'Copy RGB' }).click();
    await expect(page.getByText('RGB value copied to clipboard')).toBeVisible();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(0, 170, 51)');
  });

  await test.step('Enter converts; a color with no exact CSS name gets the nearest one, with alpha', async () => {
    await field.fill('DC143D80');
    await field.press('Enter');
    await expect(rgb).toHaveText('rgba(220, 20, 61, 0.502)');
    await expect(colourValue(page, 'Nearest CSS name')).toHaveText('crimson');
  });
});

// Issue 53: one place per fault. The message beside the field is the place; a toast only when that field is out of
// view at the moment of the error (the rule sits in notifyToolErrorBeside, which every kit tool goes through too).
test('an error shows beside its field, and as a toast only while that field is out of view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 420 });
  await page.goto('/tools/hex-to-rgb');
  const field = page.getByLabel('Hex color code');
  const message = 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)';
  const submit = () => field.evaluate((element) => element.closest('form')!.requestSubmit());

  await test.step('field in view: inline, no toast', async () => {
    await field.fill('#12345');
    await field.press('Enter');
    // The message beside the field (a paragraph; a toast is an alert too).
    await expect(page.locator('p[role="alert"]').filter({ hasText: message })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
  });

  await test.step('field scrolled out of view: the toast says it', async () => {
    await field.fill('#12');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(field).not.toBeInViewport();
    await submit();
    await expectToast(page, message);
    await expect(field).toHaveValue('#12');
  });
});
