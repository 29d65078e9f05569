import { TOOLS } from '../src/core/site/catalogue';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const pages = ['/', '/popular', '/new', '/coming-soon', '/about', '/settings', '/support', '/no-such-page'];
const tools = TOOLS.filter((t) => !t.comingSoon).map((t) => t.url);

test.describe('accessibility (axe-core, serious and critical rules)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      });

      test('site pages have no serious violations', async ({ page }) => {
        test.setTimeout(60_000);
        for (const path of pages) {
          await page.goto(path);
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });

      test('every available tool page has no serious violations', async ({ page }) => {
        test.setTimeout(120_000);
        for (const path of tools) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    });
  }
});
