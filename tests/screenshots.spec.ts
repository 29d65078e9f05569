import type { Page, TestInfo } from '@playwright/test';
import { TOOLS } from '../src/core/site/catalogue';
import { expect, test } from './fixtures';

/**
 * Screenshots of every route at desktop and phone widths, light and dark, attached to the test (and
 * kept under test-results/) so a reviewer sees the look without running the site. One page visits
 * each route once, then resizes and re-themes it (the theme follows the system by default).
 */
const WIDTHS = [1280, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
const ROUTES = [
  '/',
  '/popular',
  '/new',
  '/coming-soon',
  '/about',
  '/settings',
  '/support',
  '/no-such-page',
  ...TOOLS.filter((t) => !t.comingSoon).map((t) => t.url),
];

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const width of WIDTHS) {
  test(`every route at ${width} px, light and dark`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The consent banner has its own shots below; here the choice is made so it stays away.
    await page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await shoot(page, testInfo, `${width}-${scheme}-${slug(route)}`);
      }
    }
  });
}

/** Each width and theme in turn, the viewport only (for what floats over the page). */
async function overlayLooks(page: Page, testInfo: TestInfo, name: string, before?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await before?.();
      const path = testInfo.outputPath(`${width}-${scheme}-${name}.png`);
      // Animations stay on: a toast closes when its progress bar's animation ends.
      await page.screenshot({ path, caret: 'hide' });
      await testInfo.attach(`${width}-${scheme}-${name}`, { path, contentType: 'image/png' });
    }
  }
}

test.describe('overlays', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('consent banner, a toast and the open chat', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/tools/url-parser');
    await page.getByLabel('URL to parse').fill('https://shop.example.com:8443/items/list?tag=red&q=caf%C3%A9#reviews');
    await page.getByRole('button', { name: 'Parse URL' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 6000 });
    const toast = page.locator('.Toastify__toast:not([data-in="false"])');
    await overlayLooks(page, testInfo, 'banner-and-toast', async () => {
      await page.getByRole('button', { name: 'Copy hostname' }).click();
      // Hovering the toast keeps it open; its entrance takes a moment.
      await toast.hover();
      await expect(toast).toHaveCSS('transform', 'none');
    });
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Do not consent' }).click();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(page.getByRole('region', { name: 'Support chat' })).toBeVisible();
    await page.mouse.move(0, 0);
    await overlayLooks(page, testInfo, 'chat');
  });
});
