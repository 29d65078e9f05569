import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { toast } from './toasts';

/** What the browser tests of a Format / Minify / Validate tool (JavaScript, XML) find on its page. */
export function formatMinifyValidatePage(name: string) {
  return {
    input: (page: Page) => page.getByRole('textbox', { name: `${name} input`, exact: true }),
    formatted: (page: Page) => page.getByRole('textbox', { name: `Formatted ${name}`, exact: true }),
    minified: (page: Page) => page.getByRole('textbox', { name: `Minified ${name}`, exact: true }),
  };
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A kit tool's main action (Ctrl-Enter): where the actions are tabs, the button says 'Run', not the tab's name again. */
export const mainButton = (page: Page) => page.locator('main [aria-keyshortcuts="Control+Enter"]');
/** Opens the options past the first four, folded under "Options". */
export const showMoreOptions = (page: Page) => page.getByTestId('kit-more-options').locator('summary').click();
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** The text beside the input (toasts are alerts too, but not paragraphs). */
export const fieldError = (page: Page) => page.locator('p[role="alert"]');
export const errorLine = (page: Page) => page.locator('[data-text-editor]').first().locator('.cm-errorLine');

/**
 * The toast reads exactly title (and body). A run waits for the worker, which on a loaded machine may first be
 * replaced after a cancelled live run and load Prettier again: longer than expectToast's 5 s.
 */
export const expectNotice = (page: Page, title: string, body?: string) =>
  expect(toast(page)).toHaveText(body ? `${title}${body}` : title, { timeout: 20_000 });

/**
 * Each action on blank input: its spec message beside the field, in view, and no toast repeating it (issue 53: one
 * place per fault on screen).
 */
export async function expectBlankInputMessages(page: Page, messages: [action: string, message: string][]) {
  for (const [name, message] of messages) {
    await tab(page, name).click();
    await mainButton(page).click();
    await expect(fieldError(page)).toHaveText(message);
    await expect(toast(page).filter({ hasText: message })).toHaveCount(0);
  }
}
