import { encodeShareState } from '../src/core/site/share-link';
import { handoffFragment } from '../src/core/tools/twitch-clipper';
import { expect, test } from './fixtures';

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('consent banner', () => {
  test('appears only after 3 s without a consent manager; Consent stores granted', async ({ page }) => {
    // Page time (ms since navigation) at which the banner first enters the document.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('[aria-label="Cookie consent"]')) {
          (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible({ timeout: 6000 });
    expect(
      await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt),
    ).toBeGreaterThanOrEqual(3000);
    await expect(banner(page).getByRole('button')).toHaveText(['Manage options', 'Do not consent', 'Consent']);

    await banner(page).getByRole('button', { name: 'Consent', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBe('granted');

    await page.reload();
    await page.waitForTimeout(3800);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Do not consent stores denied and updates consent mode on window.dataLayer', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Do not consent' }).click({ timeout: 6000 });
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBe('denied');
    const pushed = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry): unknown[] => Array.from(entry)),
    );
    expect(pushed).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
        },
      ],
    ]);
    await page.reload();
    await page.waitForTimeout(3800);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Manage options opens the privacy options dialog when no consent manager exists', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Manage options' }).click({ timeout: 6000 });
    const dialog = page.getByRole('dialog', { name: 'Privacy options' });
    await expect(dialog).toContainText('nothing is sent anywhere');
    await dialog.getByRole('button', { name: 'Consent', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBe('granted');
  });

  test('stays hidden when a consent-management script shows up', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      (window as unknown as { __tcfapi: () => void }).__tcfapi = () => {};
    });
    await page.waitForTimeout(3000);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBeNull();
  });
});

test.describe('analytics', () => {
  test('events reach the delivery (Developer Mode panel) only after consent', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('developerMode', 'true'));
    await page.reload();
    const panel = page.getByRole('region', { name: 'Analytics events' });
    await panel.getByRole('button', { name: /Analytics events/ }).click();
    await expect(panel).toContainText('Consent: not given');
    await expect(panel).toContainText('Provider: none configured');

    await page.getByRole('banner').getByRole('link', { name: 'Popular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Tools' })).toBeVisible();
    await expect(panel).toContainText('No events are sent before consent is granted.');
    await expect(panel.getByRole('button', { name: 'Analytics events (0)' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Consent', exact: true }).click({ timeout: 6000 });
    await expect(panel).toContainText('Consent: granted');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Coming Soon' }).click();
    const sent = panel.getByRole('list', { name: 'Sent events' }).getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent.first()).toContainText('page_view');
    await expect(sent.first()).toContainText('"page_path": "/coming-soon"');
    await expect(sent.first()).toContainText('"page_title": "Coming Soon"');
    await expect(sent.first()).toContainText(/"page_location": "http:\/\/127\.0\.0\.1:\d+\/coming-soon"/);

    // tool_select travels the same way.
    await page.getByRole('button', { name: 'Enable All Tools' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.locator('a[data-tool-id="hash-generator"]').first().click();
    await expect(page).toHaveURL(/\/tools\/hash-generator$/);
    await expect(sent.filter({ hasText: 'tool_select' })).toContainText('"tool_id": "hash-generator"');
    await expect(sent.filter({ hasText: 'tool_select' })).toContainText('"tool_category": "security"');
    await expect(sent.filter({ hasText: '"page_path": "/tools/hash-generator"' })).toHaveCount(1);
  });

  test('a page_view never carries the address fragment: a share link or a Twitch #load address', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('developerMode', 'true');
      localStorage.setItem('userConsent', 'granted');
    });
    const { fragment: share } = await encodeShareState({ tool: 'url-encoder', input: 'my secret input' });
    const load = handoffFragment('https://www.twitch.tv/videos/123456789');
    for (const [path, fragment] of [
      ['/tools/url-encoder', share],
      ['/tools/twitch-clipper', load],
    ]) {
      await page.goto(path + fragment);
      const panel = page.getByRole('region', { name: 'Analytics events' });
      await panel.getByRole('button', { name: /Analytics events/ }).click();
      const sent = panel.getByRole('list', { name: 'Sent events' }).getByRole('listitem');
      const view = sent.filter({ hasText: 'page_view' });
      await expect(view).toHaveCount(1);
      // What the delivery layer was handed (and would send to a provider): the address without its fragment.
      const params = JSON.parse((await view.locator('pre').textContent())!) as Record<string, string>;
      expect(params.page_location).toBe(new URL(path, page.url()).href);
      for (const text of await sent.locator('pre').allTextContents()) {
        expect(text).not.toContain('#');
        expect(text).not.toContain(fragment.slice(1));
      }
    }
  });

  test('nothing is requested from another origin after consent with the default configuration', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userConsent', 'granted'));
    for (const path of ['/', '/coming-soon', '/support', '/tools/hash-generator']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
  });
});
