import type { Page } from '@playwright/test';
import { decodeShareState } from '../src/core/site/share-link';
import { expect } from './fixtures';

export const copyLinkButton = (page: Page) => page.getByRole('button', { name: /^Copy link/ });

/**
 * Presses Copy link and returns the address it put on the clipboard, once it is there: the link is compressed
 * (CompressionStream) before it is written, so a read straight after the click can still find the clipboard empty.
 */
export async function copiedLink(page: Page): Promise<string> {
  await copyLinkButton(page).click();
  await expect(copyLinkButton(page)).toHaveText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tools\/[a-z0-9-]+#share=[A-Za-z0-9_-]+$/);
  return link;
}

/** Presses Copy link and returns the state its link carries (what a person sharing it gives away). */
export async function copiedShareState(page: Page) {
  return decodeShareState(new URL(await copiedLink(page)).hash);
}
