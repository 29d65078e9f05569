import type { Page } from '@playwright/test';
import { encodeShareState } from '../src/core/site/share-link';
import { handoffFragment } from '../src/tools/twitch-clipper/core';
import { expect, test } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Stops the page's installed clock about where it is now (pauseAt must be ahead of it: a busy page may pass it). */
async function pauseNow(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 100);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test('consent: no banner with a consent manager, else after 3 s; Do not consent, then Consent in the footer; analytics only after consent, never with the fragment, nothing to another origin', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('developerMode', 'true');
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    // Page time (ms since navigation) at which the banner first enters the document.
    new MutationObserver((_records, observer) => {
      if (document.querySelector('[aria-label="Cookie consent"]')) {
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Time runs while a page loads (hydration needs it), then stands still until runFor moves it: the banner's 3 s
  // cost no waiting.
  const pauseClock = () => pauseNow(page);
  await page.clock.install();
  await page.goto('/');
  await pauseClock();
  const panel = page.getByRole('region', { name: 'Analytics events' });
  const sent = panel.getByRole('list', { name: 'Sent events' }).getByRole('listitem');

  await test.step('the banner stays hidden when a consent-management script shows up', async () => {
    await page.clock.runFor(500);
    await page.evaluate(() => {
      (window as unknown as { __tcfapi: () => void }).__tcfapi = () => {};
    });
    await page.clock.runFor(3000);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBeNull();
  });

  await test.step('without one, it appears only after 3 s, and says that only the choice is stored', async () => {
    await page.clock.resume();
    await page.reload();
    await pauseClock();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(4000);
    await expect(banner(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt),
    ).toBeGreaterThanOrEqual(3000);
    await page.clock.resume();
    await expect(banner(page)).toContainText('No cookies here: only your choice is stored.');
    await expect(banner(page)).not.toContainText('analytics and ads');
    await expect(banner(page).getByRole('button')).toHaveText(['Manage options', 'Do not consent', 'Consent']);
  });

  const dialog = page.getByRole('dialog', { name: 'Privacy options' });
  await test.step('Manage options opens the privacy options alone (the banner leaves, and is back if the dialog closes without a choice); Do not consent stores denied and updates consent mode', async () => {
    await banner(page).getByRole('button', { name: 'Manage options' }).click();
    await expect(dialog).toContainText('nothing is sent anywhere');
    await expect(banner(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Manage options' }).click();
    await expect(banner(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Do not consent' }).click();
    await expect(dialog).toHaveCount(0);
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
  });

  await test.step('without consent no event reaches the delivery (Developer Mode panel)', async () => {
    await panel.getByRole('button', { name: /Analytics events/ }).click();
    await expect(panel).toContainText('Consent: denied');
    await expect(panel).toContainText('Provider: none configured');
    await page.getByRole('banner').getByRole('link', { name: 'Popular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Tools' })).toBeVisible();
    await expect(panel).toContainText('No events are sent before consent is granted.');
    await expect(panel.getByRole('button', { name: 'Analytics events (0)' })).toBeVisible();
  });

  await test.step('the footer reopens the choice; Consent stores granted, and events reach the delivery from then on', async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    await expect(dialog).toContainText('Your current choice: Do not consent');
    await dialog.getByRole('button', { name: 'Consent', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBe('granted');
    await expect(panel).toContainText('Consent: granted');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Coming Soon' }).click();
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

  await test.step('a page_view never carries the address fragment: a share link or a Twitch #load address; no banner once chosen', async () => {
    const { fragment: share } = await encodeShareState({ tool: 'url-encoder', input: 'my secret input' });
    const load = handoffFragment('https://www.twitch.tv/videos/123456789');
    for (const [path, fragment] of [
      ['/tools/url-encoder', share],
      ['/tools/twitch-clipper', load],
    ]) {
      await page.goto(path + fragment);
      await panel.getByRole('button', { name: /Analytics events/ }).click();
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
    await page.clock.runFor(4000);
    await expect(banner(page)).toHaveCount(0);
  });

  await test.step('with consent and the default configuration nothing is loaded from another origin', async () => {
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
    // The fixture fails the test on any request to another origin on every page above.
  });
});

// Issue 53: on a phone the banner was a strip at y 0 over the header, hiding search and menu, its text cut with "…".
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the banner sits at the bottom in at most two lines, its text whole, and the page's end scrolls clear of it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/json-formatter');
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    const box = (await banner(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    // The header's search and menu stay clear.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    // One line of text on a phone (then the buttons' row), one row beside the buttons from 768 px; nothing cut.
    const text = banner(page).locator('p');
    const lines = await text.evaluate((p) => p.clientHeight / parseFloat(getComputedStyle(p).lineHeight));
    expect(Math.round(lines)).toBe(1);
    expect(await text.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
    expect(box.height).toBeLessThan(80);
    // At the end of the page the footer's last link is above the banner (the page scrolls in its own area meanwhile).
    await page.evaluate(() => document.getElementById('page')!.scrollTo(0, 1e9));
    const lastLink = (await page.getByRole('contentinfo').getByRole('link').last().boundingBox())!;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
  });
}
