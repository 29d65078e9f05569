import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens a tool from the command palette (a navigation inside the page, as a person moving between tools). */
export async function openTool(page: Page, name: string) {
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('combobox', { name: 'Find a tool' })).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
