import { expect, test } from './fixtures';

// One page frame (the shell's main): every page's content spans it, at the same place and width.
const PAGES = ['/about', '/settings', '/support', '/popular', '/new', '/tools/hex-to-rgb'];

for (const width of [390, 1280]) {
  test(`every page uses the same frame at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const frames: { path: string; left: number; right: number }[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
      expect(block, path).toEqual({ left: main.left, right: main.right });
      frames.push({ path, left: Math.round(block!.left), right: Math.round(block!.right) });
    }
    for (const frame of frames) expect(frame, frame.path).toEqual({ ...frames[0], path: frame.path });
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
