import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { handoffFragment } from './core';
import { contentSecurityPolicy, cspConfigFromEnv, inlineScripts, sha256Source } from '../../build/csp';
import { loadEnv } from 'vite';
import { expect, test, type CspViolation } from '../../../tests/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { readClipboard } from '../../../tests/codec-helpers';
import { dismissToast, expectToast, toast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TOOL = '/tools/twitch-clipper';
const VIDEO = 'https://www.twitch.tv/somechannel/video/2273419781';
const TWITCH_ORIGINS = ['https://player.twitch.tv', 'https://clips.twitch.tv'];

/** The policy a page's <meta> tag carries, unescaped. */
const metaPolicy = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content', { timeout: 1000 });

/** What the player stub posts to the page, as Twitch's player does once it has a video. */
const READY_SCRIPT = `<script>parent.postMessage({ namespace: 'twitch-embed-player', eventName: 'ready', params: {} }, '*')</script>`;

/**
 * Answers every request to Twitch's player hosts with a small local page (nothing reaches Twitch), which says it is
 * ready unless `failing` (a player showing its error), and returns the list of the addresses asked for. With `held`,
 * answers wait for `release()`.
 */
async function stubTwitch(page: Page, { held = false, failing = false } = {}) {
  const asked: string[] = [];
  let release = () => {};
  const answer = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  for (const origin of TWITCH_ORIGINS) {
    await page.route(`${origin}/**`, async (route) => {
      asked.push(route.request().url());
      await answer;
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Player stub</title><p>Twitch player stub</p>${failing ? '' : READY_SCRIPT}`,
      });
    });
  }
  return { asked, release };
}

const player = (page: Page) => page.locator('iframe');

/** The names of the main column's buttons with the same background as `button` (which is one of them). */
async function buttonsStyledAs(page: Page, button: Locator): Promise<string[]> {
  const background = await button.evaluate((b) => getComputedStyle(b).backgroundColor);
  return page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll(
      (buttons, wanted) =>
        buttons.filter((b) => getComputedStyle(b).backgroundColor === wanted).map((b) => b.textContent.trim()),
      background,
    );
}
/** The axe rules about frames. */
const FRAME_RULES = ['frame-title', 'frame-title-unique', 'frame-focusable-content'];

/** Expects the player frame for this address, with this page's host as `parent`, showing the stub. */
async function expectPlayer(page: Page, title: string, params: Record<string, string>, origin: string) {
  const frame = page.getByTitle(title);
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin).toBe(origin);
  expect(Object.fromEntries(src.searchParams)).toEqual({ ...params, parent: '127.0.0.1', autoplay: 'false' });
  await expect(page.frameLocator(`iframe[title="${title}"]`).getByText('Twitch player stub')).toBeVisible();
  await expectToast(page, 'Video loaded successfully');
}

test.describe('Twitch Clipper', () => {
  test.use({ allowedOrigins: TWITCH_ORIGINS });

  // Addresses, ranges, the clip file and the policy rules are unit tests in src/tools/twitch-clipper/core/; the
  // documents here are the point: the player loads only on Load, and only under the tool's own policy.
  test('reached from another page, Load reloads the tool under its own policy; a clip, its link and file', async ({
    page,
  }) => {
    // One flow in place of several tests: the time of the tests it replaced.
    test.setTimeout(90_000);
    const { asked, release } = await stubTwitch(page, { held: true });
    await page.goto('/');
    expect(await metaPolicy(page)).toContain("frame-src 'none'");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('main')
      .getByRole('link', { name: /Twitch Clipper/ })
      .first()
      .click();
    await expect(page).toHaveURL(TOOL);
    const field = page.getByLabel('Twitch video URL');
    const load = page.getByRole('button', { name: 'Load', exact: true });

    await test.step('before a load, Load is the one primary button; a download is refused, as a bad address', async () => {
      expect(await buttonsStyledAs(page, load)).toEqual(['Load']);
      await expect(page.getByRole('button', { name: 'Download Clip' })).toBeDisabled();
      // Disabled by aria-disabled: a press still says why (the spec's words).
      await page.getByRole('button', { name: 'Download Clip' }).press('Enter');
      await expectToast(page, 'Please load a video first');
      await dismissToast(page);
      await field.fill('https://www.twitch.tv/somechannel');
      await load.click();
      await expectToast(page, 'Please enter a valid Twitch video URL');
      await dismissToast(page);
      await expect(player(page)).toHaveCount(0);
    });

    await test.step('Load reloads the tool under its own policy, and only then is Twitch asked', async () => {
      await field.fill(VIDEO);
      // Still the home page's document (in-app navigation), so still its policy: no Twitch frame allowed.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await metaPolicy(page)).toContain("frame-src 'none'");
      expect(asked, 'nothing asked of Twitch before Load').toEqual([]);
      await load.click();
      // Loading until the player's page has arrived.
      await expect(page.getByRole('status').filter({ hasText: 'Loading video…' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => asked.length).toBe(1);
      release();
      await expectPlayer(page, 'Twitch player: video 2273419781', { video: 'v2273419781' }, 'https://player.twitch.tv');
      await expect(page.getByRole('status').filter({ hasText: 'Loading video…' })).toHaveCount(0);
      // A new document, with the tool's policy; the hand-off fragment is gone from the address.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      expect(await metaPolicy(page)).toContain('frame-src https://player.twitch.tv https://clips.twitch.tv');
      await expect(page).toHaveURL(TOOL);
      await expect(field).toHaveValue('https://www.twitch.tv/videos/2273419781');
      expect(asked).toHaveLength(1);
      await expect(page.getByRole('button', { name: 'Download Clip' })).toBeEnabled();
      expect(await buttonsStyledAs(page, page.getByRole('button', { name: 'Download Clip' }))).toEqual([
        'Download Clip',
      ]);
      await dismissToast(page);
    });

    await test.step('sets a clip, copies its link and downloads its file', async () => {
      const today = new Date().toISOString().slice(0, 10);
      await expect(page.getByLabel('Clip title')).toHaveValue(`Twitch clip ${today}`);
      await expect(page.getByTestId('clip-duration')).toHaveText('60');
      // Start at or beyond the end pushes the end to start + 1.
      await page.getByRole('spinbutton', { name: 'Start value' }).fill('90');
      await expect(page.getByRole('spinbutton', { name: 'End value' })).toHaveValue('91');
      await expect(page.getByTestId('clip-duration')).toHaveText('1');
      await page.getByRole('spinbutton', { name: 'Start value' }).fill('3000');
      await page.getByRole('spinbutton', { name: 'End value' }).fill('3060');
      await expect(page.getByTestId('clip-duration')).toHaveText('60');

      await page.getByRole('button', { name: 'Copy link at the clip start' }).click();
      expect(await readClipboard(page)).toBe('https://www.twitch.tv/videos/2273419781?t=50m0s');
      await expect(page.getByRole('link', { name: 'Open on Twitch' })).toHaveAttribute(
        'href',
        'https://www.twitch.tv/videos/2273419781?t=50m0s',
      );
      await dismissToast(page);

      await page.getByLabel('Clip title').fill('Best play');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Clip' }).click();
      const file = await download;
      await expectToast(page, 'Clip downloaded successfully!');
      expect(file.suggestedFilename()).toBe('Best play.clip.json');
      expect(JSON.parse(await readFile(await file.path(), 'utf8'))).toEqual({
        title: 'Best play',
        source: 'https://www.twitch.tv/videos/2273419781',
        link: 'https://www.twitch.tv/videos/2273419781?t=50m0s',
        start: 3000,
        end: 3060,
        duration: 60,
        startTime: '0:50:00',
        endTime: '0:51:00',
        command:
          "yt-dlp --download-sections '*0:50:00-0:51:00' -o 'Best play.%(ext)s' 'https://www.twitch.tv/videos/2273419781'",
      });
      // The player was asked for once; nothing else went to Twitch.
      expect(asked).toHaveLength(1);
    });
  });

  test('a link carrying a video address only fills the field; a clip replaces the player; a host with the site-wide policy gets none', async ({
    page,
    cspViolations,
  }) => {
    // One flow in place of several tests: the time of the tests it replaced.
    test.setTimeout(90_000);
    const { asked } = await stubTwitch(page);
    const field = page.getByLabel('Twitch video URL');
    const load = page.getByRole('button', { name: 'Load', exact: true });

    await test.step('a link carrying a video address only fills the field: the player waits for Load', async () => {
      await page.goto(`${TOOL}${handoffFragment(VIDEO)}`);
      await expect(field).toHaveValue(VIDEO);
      await expect(page).toHaveURL(TOOL);
      await expect(player(page)).toHaveCount(0);
      expect(asked).toEqual([]);
      await load.click();
      await expectPlayer(page, 'Twitch player: video 2273419781', { video: 'v2273419781' }, 'https://player.twitch.tv');
      expect(asked).toHaveLength(1);
      await dismissToast(page);
    });

    await test.step('a clip from the clips host replaces the player (Enter loads too)', async () => {
      await field.fill('https://clips.twitch.tv/FunnySlugName-abc_123');
      await field.press('Enter');
      await expectPlayer(
        page,
        'Twitch player: clip FunnySlugName-abc_123',
        { clip: 'FunnySlugName-abc_123' },
        'https://clips.twitch.tv',
      );
      await expect(player(page)).toHaveCount(1);
      // The page's own accessibility is in a11y.spec.ts; here, what the player adds.
      expect(await seriousViolations(page, FRAME_RULES), 'accessibility with the player').toEqual([]);
      expect(asked.map((url) => new URL(url).origin)).toEqual(['https://player.twitch.tv', 'https://clips.twitch.tv']);
      await dismissToast(page);
    });

    await test.step('a host that sends the site-wide policy for this page: the player is refused and the page says so', async () => {
      // The served page, but with the header every other page gets (frame-src 'none').
      await page.route(`**${TOOL}`, async (route) => {
        const response = await route.fetch();
        const scriptHashes = inlineScripts(await response.text()).map(sha256Source);
        const config = cspConfigFromEnv(loadEnv('production', process.cwd(), 'VITE_'));
        const headers = {
          ...response.headers(),
          'content-security-policy': contentSecurityPolicy(config, { scriptHashes }),
        };
        await route.fulfill({ response, headers });
      });
      await page.reload();
      // The hand-off was taken once: this reload does not load the player again by itself.
      await expect(player(page)).toHaveCount(0);
      await field.fill(VIDEO);
      await load.click();
      await expect(page.getByRole('alert')).toContainText("This page's security policy blocked the Twitch player");
      await expect(page.getByRole('link', { name: 'Open on Twitch' })).toBeVisible();
      // Not loading any more, and no claim of success.
      await expect(load).toBeVisible();
      await expect(toast(page)).toHaveCount(0);
      const refused = (v: CspViolation) =>
        v.directive === 'frame-src' && v.blocked.startsWith('https://player.twitch.tv');
      await expect.poll(() => cspViolations.some(refused)).toBe(true);
      cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((v) => !refused(v)));
      expect(asked, 'the browser refused the frame before asking Twitch').toHaveLength(2);
    });
  });
});

test.describe('Twitch Clipper, a failing player', () => {
  test.use({ allowedOrigins: TWITCH_ORIGINS });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`at ${viewport.width} px: a player that never says it is ready gets no success message`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await stubTwitch(page, { failing: true });
      await page.goto(TOOL);
      await page.getByLabel('Twitch video URL').fill(VIDEO);
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await expect(page.frameLocator('iframe').getByText('Twitch player stub')).toBeVisible();
      // The frame is shown (its own page, here an error) once the refusal grace has passed ...
      await expect(page.getByRole('status').filter({ hasText: 'Loading video…' })).toHaveCount(0);
      // ... and no success is claimed for it.
      await expect(toast(page)).toHaveCount(0);
    });
});
