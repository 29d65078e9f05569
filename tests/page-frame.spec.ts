import { expect, test } from './fixtures';

// One page frame (the shell's main): every page's content spans it, at the same place and width.
const PAGES = ['/about', '/settings', '/support', '/popular', '/new', '/tools/hex-to-rgb'];
const WIDTHS = [390, 1280];

test('every page uses the same frame, at 390 px and at 1280 px', async ({ page }) => {
  const frames: Record<number, { path: string; left: number; right: number }[]> = { 390: [], 1280: [] };
  for (const path of PAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const main = await page.locator('main').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      });
      // The page's outer block (looking through wrappers without a box of their own).
      const block = await page.locator('main').evaluate((el) => {
        const boxed = (parent: Element): DOMRect | null => {
          for (const child of Array.from(parent.children)) {
            const box = child.getBoundingClientRect();
            if (box.width > 0) return box;
            const inner = boxed(child);
            if (inner) return inner;
          }
          return null;
        };
        const box = boxed(el);
        return box && { left: box.left, right: box.right };
      });
      // The page's content spans the frame: no page narrows itself.
      expect(block, `${path} at ${width} px`).toEqual({ left: main.left, right: main.right });
      frames[width].push({ path, left: Math.round(block!.left), right: Math.round(block!.right) });
      // No horizontal scrolling on a phone.
      if (width === 390)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  }
  for (const width of WIDTHS)
    for (const frame of frames[width])
      expect(frame, `${frame.path} at ${width} px`).toEqual({ ...frames[width][0], path: frame.path });
});
