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

async function everyLook(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await shoot(page, testInfo, `${width}-${scheme}-${name}`);
    }
  }
}

test('every route at 1280 and 390 px, light and dark', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  // The consent banner has its own shots below; here the choice is made so it stays away.
  await page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await everyLook(page, testInfo, slug(route));
  }
});

test.describe('overlays', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('consent banner, a toast and the open chat', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/tools/url-parser');
    await page.getByLabel('URL to parse').fill('https://shop.example.com:8443/items/list?tag=red&q=caf%C3%A9#reviews');
    await page.getByRole('button', { name: 'Parse URL' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 6000 });
    await page.getByRole('button', { name: 'Copy hostname' }).click();
    await expect(page.locator('.Toastify__toast')).toBeVisible();
    await page.mouse.move(0, 0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        const path = testInfo.outputPath(`${width}-${scheme}-banner-and-toast.png`);
        await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
        await testInfo.attach(`${width}-${scheme}-banner-and-toast`, { path, contentType: 'image/png' });
      }
    }
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Do not consent' }).click();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(page.getByRole('region', { name: 'Support chat' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        const path = testInfo.outputPath(`${width}-${scheme}-chat.png`);
        await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
        await testInfo.attach(`${width}-${scheme}-chat`, { path, contentType: 'image/png' });
      }
    }
  });
});
