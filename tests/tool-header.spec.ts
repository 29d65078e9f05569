import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The top of the tool's first field (a text field, an editor or a select), in CSS pixels from the viewport's top. */
const firstFieldTop = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const fields = main.querySelectorAll(
      'input:not([type="hidden"]):not([type="file"]), textarea, [role="textbox"], button[aria-haspopup="listbox"]',
    );
    const shown = Array.from(fields).find((field) => field.getBoundingClientRect().height > 0);
    return shown ? shown.getBoundingClientRect().top : Infinity;
  });

/** The vertical extent of an element on screen. */
const band = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return { top: box.y, bottom: box.y + box.height };
};

// Issue 25 item 14: on a phone the header took a row each for the icon, the title, 2-3 lines of description and Copy
// link, so the tool's first field started at y≈460-550.
test('on a phone, the tool header is one row and two lines, and the tool starts in the first screenful', async ({
  page,
}) => {
  for (const path of ['/tools/hex-to-rgb', '/tools/json-formatter']) {
    await test.step(path, async () => {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1 });
      const copyLink = page.getByRole('button', { name: /^Copy link/ });
      await expect(copyLink).toBeVisible();
      expect(await firstFieldTop(page)).toBeLessThan(330);

      // Copy link is an icon in the title row: its box and the title's overlap vertically.
      const titleBand = await band(title);
      const linkBand = await band(copyLink);
      expect(linkBand.top).toBeLessThan(titleBand.bottom);
      expect(linkBand.bottom).toBeGreaterThan(titleBand.top);
      expect((await copyLink.boundingBox())!.width).toBeLessThan(48);

      // The description shows at most two lines; its whole text is still in the page.
      const description = page.getByTestId('tool-description');
      const lines = await description.evaluate((p) => p.clientHeight / parseFloat(getComputedStyle(p).lineHeight));
      expect(Math.round(lines)).toBeLessThanOrEqual(2);
    });
  }
});

test('on a phone, many tabs stay on one row that scrolls sideways and shows the selected tab', async ({ page }) => {
  await page.goto('/tools/text-case-converter');
  const list = page.getByRole('tablist').first();
  const tabs = list.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(5);
  const tabHeight = (await tabs.first().boundingBox())!.height;
  const listBox = (await list.boundingBox())!;
  // One row: the list is one tab tall plus its padding, and wider inside than on screen.
  expect(listBox.height).toBeLessThan(tabHeight * 1.5);
  const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);

  // The keyboard still moves between tabs, and the list scrolls to the one selected, focus ring visible.
  const last = tabs.last();
  await tabs.first().click();
  await page.keyboard.press('End');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeFocused();
  await expect.poll(() => last.evaluate((tab) => getComputedStyle(tab).outlineStyle)).toBe('solid');
  await expect
    .poll(async () => {
      const tab = (await last.boundingBox())!;
      const box = (await list.boundingBox())!;
      return tab.x >= box.x && tab.x + tab.width <= box.x + box.width + 0.5;
    })
    .toBe(true);
});

// Issue 53: the description was cut with "…" on 7 of 14 tools, with no way to read the rest on a phone.
test('on a phone, a description cut to two lines expands with More and folds back with Less', async ({ page }) => {
  await page.goto('/tools/jwt-decoder');
  const description = page.getByTestId('tool-description');
  const cut = () => description.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
  expect(await cut()).toBe(true);
  const more = page.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  expect(await cut()).toBe(false);
  await page.getByRole('button', { name: 'Less' }).click();
  expect(await cut()).toBe(true);
  // A description that fits its two lines offers nothing to expand.
  await page.goto('/tools/hex-to-rgb');
  await expect(page.getByTestId('tool-description')).toBeVisible();
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
});
