import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The top of the tool's first field (a text field, an editor or a select), in CSS pixels from the viewport's top. */
const firstFieldTop = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const fields = main.querySelectorAll(
      // A text editor's textbox is in its shadow root: its frame stands for it.
      'input:not([type="hidden"]):not([type="file"]), textarea, [role="textbox"], [data-text-editor], button[aria-haspopup="listbox"]',
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

test('on a phone, tabs wrap: no tab is cut or scrolled away, and the text case converter opens on every case', async ({
  page,
}) => {
  for (const url of ['/tools/text-case-converter', '/tools/cidr-calculator']) {
    await page.goto(url);
    const list = page.getByRole('tablist').first();
    const listBox = (await list.boundingBox())!;
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `${url}: the tab list does not scroll sideways`).toBeLessThanOrEqual(clientWidth);
    for (const tab of await list.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, `${url}: a tab is wholly in view`).toBeGreaterThanOrEqual(listBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
    }
  }
  await page.goto('/tools/text-case-converter');
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Type text to see it in every case.')).toBeVisible();
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
