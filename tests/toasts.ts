import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Checks that a notice with this text is showing, then closes it as a person would, so the next
 * notice (toasts show one at a time) appears at once instead of after the 5 s display time.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // The toast may still be sliding in, so the click is dispatched to the button rather than aimed at
  // coordinates; the pointer is moved away first because hovering a toast pauses its timer.
  await page.mouse.move(0, 0);
  await toast
    .getByRole('button', { name: 'close' })
    .dispatchEvent('click', undefined, { timeout: 2000 })
    .catch(() => undefined); // it may already have closed by itself on a slow machine
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}
