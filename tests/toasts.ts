import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The toast on screen (one at a time: a new notice replaces its text; a closed one is marked data-in=false). */
export const toast = (page: Page) => page.locator('.Toastify__toast:not([data-in="false"])');

/**
 * Expects the toast to read exactly title (and body). A toast that follows a worker's job (a diff, a conversion) comes
 * when the job ends, which on a loaded two-core machine can be well past expect's 5 s: a lost toast still fails.
 */
export async function expectToast(page: Page, title: string, body?: string): Promise<void> {
  await expect(toast(page)).toHaveText(body ? `${title}${body}` : title, { timeout: 15_000 });
}

/** Closes the toast on screen as a person would. */
export async function dismissToast(page: Page): Promise<void> {
  // The toast may still be sliding in, so the click is dispatched to the button rather than aimed at
  // coordinates; the pointer is moved away first because hovering a toast pauses its timer.
  await page.mouse.move(0, 0);
  await toast(page)
    .getByRole('button', { name: 'close' })
    .dispatchEvent('click', undefined, { timeout: 2000 })
    .catch(() => undefined); // it may already have closed by itself on a slow machine
  // Gone from the page.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
}

/** Checks that a notice containing this text is showing, then closes it. */
export async function expectToastThenClose(page: Page, text: string): Promise<void> {
  await expect(toast(page).filter({ hasText: text })).toBeVisible();
  await dismissToast(page);
}
