import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The button of the select labelled exactly `label` (a Headless UI listbox: button, then a list of options). */
export const select = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/** Chooses an option as a person does: opens the select, clicks the option, and checks the select shows it. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const button = select(page, label);
  await button.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
  await expect(button).toHaveText(option);
}

/** Expects the select labelled `label` to show `option` as its choice. */
export async function expectChosen(page: Page, label: string, option: string): Promise<void> {
  await expect(select(page, label)).toHaveText(option);
}
