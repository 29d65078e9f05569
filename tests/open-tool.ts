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

/** The tool's view has loaded (its hydration gate is there, and open) and each of its text editors is ready. */
const toolReady = () =>
  document.querySelector('[data-hydration-gate="live"]') !== null &&
  document.querySelector('[data-text-editor="loading"]') === null;

/**
 * Shows a tool on the page already open, as its links do (a navigation inside the page, no new page load: a sweep
 * over many tools pays for one load), and waits until its view is ready.
 */
export async function showTool(page: Page, tool: { url: string; name: string }) {
  if (new URL(page.url()).pathname !== tool.url)
    await page.evaluate((url) => history.pushState(null, '', url), tool.url);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await page.waitForFunction(toolReady);
}
