/**
 * Structured results (key-value rows and tables, `StructuredResult`): at a desktop and a phone width, a table's cells
 * each stay on one line and the table scrolls sideways inside its card, never the page; each row has its Copy, and the
 * whole result Copy all (aligned text) and Copy as JSON.
 */
import type { Locator, Page } from '@playwright/test';
import { KIT_TOOLS } from './kit-tools';
import { expect, test } from './fixtures';
import { structuredField, structuredText } from './kit';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The clipboard's JSON, or undefined while it still holds an earlier copy that is no JSON (the poll looks again). */
const clipboardJson = async (page: Page): Promise<unknown> => {
  try {
    return JSON.parse(await clipboard(page)) as unknown;
  } catch {
    return undefined;
  }
};

/** How many line boxes each cell's text takes: 1 for a cell that does not wrap. */
const cellLines = (result: Locator) =>
  result.locator('td:not(:last-child), dd:first-of-type').evaluateAll((cells) =>
    cells
      .filter((cell) => cell.textContent)
      .map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
  );

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Loads the tool's first example: its structured output (the example's first) shows what the example expects. */
async function loadFirstExample(page: Page, tool: string, label: string) {
  await page.goto(`/tools/${tool}`);
  await page.getByRole('button', { name: 'Load Example', exact: true }).click();
  const result = structuredField(page, label);
  const [expected] = Object.values(KIT_TOOLS[tool].examples[0].expect);
  await expect.poll(() => structuredText(result)).toBe(expected);
  return { result, expected };
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}x${viewport.height}: the time zones' table and a network's rows, each value on one line, with Copy, Copy all and Copy as JSON`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);

    await test.step('the time zone converter: a table, its cells never wrapped, scrolling in its card', async () => {
      const { result, expected } = await loadFirstExample(page, 'timezone-converter', 'In each time zone');
      expect(await cellLines(result)).not.toContain(2);
      expect(await pageScrollsSideways(page), 'the page itself does not scroll sideways').toBe(false);
      const scroller = result.locator('[data-scroller]');
      const { scrollWidth, clientWidth } = await scroller.evaluate((box) => ({
        scrollWidth: box.scrollWidth,
        clientWidth: box.clientWidth,
      }));
      // At a phone's width the table is wider than its card: it scrolls inside it, not the page. At 1440 px it fits
      // beside the input, its last column (Offset, then the abbreviation) in view without scrolling sideways.
      if (viewport.width < 500) expect(scrollWidth).toBeGreaterThan(clientWidth);
      else expect(scrollWidth, 'the table fits its card').toBeLessThanOrEqual(clientWidth);
      if (viewport.width >= 1440) {
        const card = (await scroller.boundingBox())!;
        const offset = (await result.getByRole('columnheader', { name: 'Offset' }).first().boundingBox())!;
        expect(offset.x + offset.width).toBeLessThanOrEqual(card.x + card.width);
      }

      await page.getByRole('button', { name: 'Copy Asia/Kathmandu', exact: true }).click();
      await expect.poll(() => clipboard(page)).toBe('Asia/Kathmandu  Wed 1 Jul  16:45  +05:45  GMT+5:45');
      await page.getByRole('button', { name: 'Copy all', exact: true }).click();
      await expect.poll(() => clipboard(page)).toBe(expected);
      await page.getByRole('button', { name: 'Copy as JSON', exact: true }).click();
      await expect
        .poll(() => clipboardJson(page))
        .toEqual([
          expect.arrayContaining([
            {
              'Time zone': 'Asia/Kathmandu',
              Date: 'Wed 1 Jul',
              Time: '16:45',
              Offset: '+05:45',
              'Abbr.': 'GMT+5:45',
            },
          ]),
          { 'UTC instant': '2026-07-01T11:00:00Z' },
        ]);
    });

    await test.step("the CIDR calculator: a network's figures as rows, each with its Copy", async () => {
      const { result } = await loadFirstExample(page, 'cidr-calculator', 'Details');
      expect(await cellLines(result)).not.toContain(2);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.getByRole('button', { name: 'Copy Network', exact: true }).click();
      await expect.poll(() => clipboard(page)).toBe('192.168.1.128/26');
      await page.getByRole('button', { name: 'Copy as JSON', exact: true }).click();
      await expect
        .poll(() => clipboardJson(page))
        .toMatchObject({ Network: '192.168.1.128/26', Hosts: '62', Type: 'Private (RFC 1918)' });
    });
  });
}
