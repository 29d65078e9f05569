import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The toast on screen (one at a time). */
export const toast = (page: Page) => page.locator('.Toastify__toast');

/** Expects the toast to read exactly title (and body). */
export async function expectToast(page: Page, title: string, body?: string) {
  await expect(toast(page)).toHaveText(body ? `${title}${body}` : title);
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clicks a Copy button and checks the clipboard, the 'Copied' label and the success toast. */
export async function copyAndCheck(page: Page, buttonName: string, expected: string, message = 'Copied to clipboard') {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  await button.click();
  await expect(button).toHaveText('Copied');
  await expectToast(page, message);
  expect(await readClipboard(page)).toBe(expected);
}

/** Closes the toast on screen (only one is shown at a time; the next waits for it). */
export async function dismissToast(page: Page) {
  await toast(page).getByRole('button', { name: 'close' }).click();
  await expect(toast(page)).toHaveCount(0);
}
