import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Checks that a notice with this text is showing, then closes it as a person would, so the next
 * notice (toasts show one at a time) appears at once instead of after the 5 s display time.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveCount(0);
}
