import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectToast } from './toasts';

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clicks a Copy button and checks the clipboard, the 'Copied' label and the success toast. */
export async function copyAndCheck(page: Page, buttonName: string, expected: string, message = 'Copied to clipboard') {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  await button.click();
  await expect(button).toHaveText('Copied');
  await expectToast(page, message);
  expect(await readClipboard(page)).toBe(expected);
}
