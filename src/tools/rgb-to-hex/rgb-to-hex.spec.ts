import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { structuredField, structuredValue } from '../../../tests/kit';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const colourValue = (page: Page, label: string) => structuredValue(structuredField(page, 'Color values'), label);

test('RGB to HEX: sliders and number boxes, at once, and copy', async ({ page }) => {
  await test.step('starts at 255, 0, 0 and follows the sliders and number boxes', async () => {
    await page.goto('/tools/rgb-to-hex');
    await expect(page.getByRole('spinbutton', { name: 'Red value' })).toHaveValue('255');
    await expect(colourValue(page, 'HEX')).toHaveText('#FF0000');
    await expect(colourValue(page, 'CSS name')).toHaveText('red');

    await page.getByRole('spinbutton', { name: 'Green value' }).fill('999');
    await expect(page.getByRole('spinbutton', { name: 'Green value' })).toHaveValue('255');
    await page.getByRole('spinbutton', { name: 'Red value' }).fill('');
    await expect(colourValue(page, 'HEX')).toHaveText('#00FF00');

    await page.getByRole('slider', { name: 'Blue' }).fill('128');
    await expect(colourValue(page, 'HEX')).toHaveText('#00FF80');
    await expect(colourValue(page, 'RGB')).toHaveText('rgb(0, 255, 128)');
    await expect(colourValue(page, 'HSL')).toHaveText('hsl(150, 100%, 50%)');
    await expect(colourValue(page, 'Nearest CSS name')).toHaveText('springgreen');
    await expect(page.getByRole('img', { name: 'Color swatch #00FF80' })).toBeVisible();
  });

  await test.step('copies the HEX value', async () => {
    await page.getByRole('spinbutton', { name: 'Red value' }).fill('255');
    await page.getByRole('spinbutton', { name: 'Green value' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Blue value' }).fill('171');
    await page.getByRole('button', { name: 'Copy HEX' }).click();
    await expect(page.getByText('HEX value copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#FF00AB');
  });

  await test.step('follows typing in a number box at once, with no button to press', async () => {
    await page.getByRole('spinbutton', { name: 'Blue value' }).fill('0');
    const green = page.getByRole('spinbutton', { name: 'Green value' });
    await green.fill('');
    await green.pressSequentially('17', { delay: 30 });
    await expect(colourValue(page, 'HEX')).toHaveText('#FF1100');
    await green.pressSequentially('0', { delay: 30 });
    await expect(colourValue(page, 'HEX')).toHaveText('#FFAA00');
  });
});
