import { expect, test } from './fixtures';
import { expectChosen, select } from './select';

// The shared Select (Headless UI Listbox), driven by keyboard as a screen-reader user would.
test('the select opens, moves and chooses with the keyboard, and Escape keeps the choice', async ({ page }) => {
  await page.goto('/tools/binary-converter');
  const button = select(page, 'Output format');
  await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option', { name: 'Binary', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expectChosen(page, 'Output format', 'Decimal');
  await expect(button).toBeFocused();

  // Type-ahead, then Escape: closes without changing the choice.
  await page.keyboard.press('Space');
  await page.keyboard.type('H');
  await expect(listbox.getByRole('option', { name: 'Hexadecimal' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expectChosen(page, 'Output format', 'Decimal');
});
