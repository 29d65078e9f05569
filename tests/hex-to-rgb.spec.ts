import { expect, test } from './fixtures';
import { toast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('HEX to RGB', () => {
  test('converts a 3-digit code, shows the swatch and copies the RGB value', async ({ page }) => {
    await page.goto('/tools/hex-to-rgb');
    const convert = page.getByRole('button', { name: 'Convert' });
    await expect(convert).toBeDisabled();
    await page.getByLabel('Hex colour code').fill('#0a3');
    await convert.click();
    await expect(page.locator('output[aria-label="RGB"]')).toHaveText('rgb(0, 170, 51)');
    await expect(page.locator('output[aria-label="HEX"]')).toHaveText('#00AA33');
    await expect(page.locator('output[aria-label="HSL"]')).toHaveText('hsl(138, 100%, 33%)');
    await expect(page.getByRole('img', { name: 'Colour swatch #00AA33' }).locator('div')).toHaveCSS(
      'background-color',
      'rgb(0, 170, 51)',
    );
    await page.getByRole('button', { name: 'Copy RGB' }).click();
    await expect(page.getByText('RGB value copied to clipboard')).toBeVisible();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(0, 170, 51)');
  });

  test('names the nearest CSS colour and reads alpha', async ({ page }) => {
    await page.goto('/tools/hex-to-rgb');
    await page.getByLabel('Hex colour code').fill('DC143D80');
    await page.getByLabel('Hex colour code').press('Enter');
    await expect(page.locator('output[aria-label="RGB"]')).toHaveText('rgba(220, 20, 61, 0.502)');
    await expect(page.locator('output[aria-label="Nearest CSS name"]')).toHaveText('crimson');
  });

  test('refuses a bad code with the spec message and keeps the input', async ({ page }) => {
    await page.goto('/tools/hex-to-rgb');
    await page.getByLabel('Hex colour code').fill('#12345');
    await page.getByRole('button', { name: 'Convert' }).click();
    const message = 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)';
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByLabel('Hex colour code')).toHaveValue('#12345');
    await expect(page.locator('output[aria-label="RGB"]')).toHaveCount(0);
  });
});

test('converts as you type, quietly, and marks a kept colour out of date while the code is invalid', async ({
  page,
}) => {
  await page.goto('/tools/hex-to-rgb');
  const field = page.getByLabel('Hex colour code');
  await field.pressSequentially('#0a3', { delay: 30 });
  await expect(page.locator('output[aria-label="RGB"]')).toHaveText('rgb(0, 170, 51)');
  await field.pressSequentially('44', { delay: 30 });
  const message = 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: shows the last valid input');
  await expect(toast(page)).toHaveCount(0);
  await field.pressSequentially('4', { delay: 30 });
  await expect(page.locator('output[aria-label="RGB"]')).toHaveText('rgb(10, 52, 68)');
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
});
