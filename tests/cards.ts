import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * One card template (issue 25, item 17): on a tool page every card (`Panel`, marked `data-card`) has a title or none
 * has. Checked by the sweeps that already open every tool (tests/a11y.spec.ts, tests/kit-examples.spec.ts), so the
 * check costs no page of its own.
 */

/** Input that makes a tool show its result cards too (they appear only with a result). */
const RESULT_INPUT: Record<string, [label: string, text: string]> = {
  'url-parser': ['URL to parse', 'https://a.example/?q=1'],
  'base64-decoder': ['Base64 or data URL to decode', 'aGk='],
};

/** Shows the tool's result cards where they need input, then expects its cards all titled or all untitled. */
export async function expectOneCardTemplate(page: Page, toolId: string): Promise<void> {
  await expect(page.locator('main [data-card]').first()).toBeVisible();
  const fill = RESULT_INPUT[toolId];
  if (fill) {
    await page.getByLabel(fill[0], { exact: true }).fill(fill[1]);
    // The input's card and at least one of the result's.
    await expect.poll(() => page.locator('main [data-card]').count()).toBeGreaterThan(1);
  }
  const titled = await page
    .locator('main [data-card]')
    .evaluateAll((cards) => cards.map((card) => (card.hasAttribute('data-titled') ? 'titled' : 'untitled')));
  expect(new Set(titled).size, `${toolId}: every card titled or none (${titled.join(', ')})`).toBe(1);
}
