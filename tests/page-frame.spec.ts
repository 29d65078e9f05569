import { expect, test } from './fixtures';

// One page frame: every page's heading starts at the same place and its content has the same width.
const PAGES = ['/about', '/settings', '/support', '/popular', '/new', '/tools/hex-to-rgb'];

for (const width of [390, 1280]) {
  test(`every page uses the same frame at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const frames: { path: string; left: number; right: number }[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const main = await page.locator('main').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      });
      expect(heading, path).not.toBeNull();
      // The heading sits on the frame's left edge, and the first content block spans the frame.
      expect(Math.round(heading!.x), path).toBe(Math.round(main.left));
      const first = await page.locator('main > *').first().boundingBox();
      frames.push({ path, left: Math.round(first!.x), right: Math.round(first!.x + first!.width) });
    }
    for (const frame of frames) expect(frame, frame.path).toEqual({ ...frames[0], path: frame.path });
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
