import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

const section = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name });

test.describe('favourites and recent tools', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));
  });

  test('a star on a card adds the tool to Favourites, which survives a reload and can be removed', async ({ page }) => {
    await page.goto('/');
    await expect(section(page, 'Favourites')).toHaveCount(0);
    const popular = section(page, 'Popular Tools');
    await popular.getByRole('button', { name: 'Add JSON Formatter to favourites' }).click();
    await page.getByRole('button', { name: 'Add Base64 Encoder to favourites' }).first().click();

    const favourites = section(page, 'Favourites');
    await expect(favourites.getByRole('link')).toHaveText([/JSON Formatter/, /Base64 Encoder/]);
    await expect(favourites.getByRole('button', { name: 'Remove JSON Formatter from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/JSON Formatter/, /Base64 Encoder/]);
    // The Favourites section comes before Popular.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Favourites')).toBeLessThan(headings.indexOf('Popular Tools'));

    await section(page, 'Favourites').getByRole('button', { name: 'Remove JSON Formatter from favourites' }).click();
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/Base64 Encoder/]);
  });

  test('the star on a tool page, and favourites follow another tab', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/tools/uuid-generator');
    // On its own page the star does not repeat the tool's name (the heading says it).
    const star = other.getByRole('button', { name: 'Add to favourites' });
    await star.press('Enter');
    await expect(other.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    // The first tab shows it without a reload.
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/UUID Generator/]);
    await expect(
      section(page, 'Favourites').getByRole('button', { name: 'Remove UUID Generator from favourites' }),
    ).toBeVisible();

    await section(page, 'Favourites').getByRole('button', { name: 'Remove UUID Generator from favourites' }).click();
    await expect(other.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('Recent lists the tools opened last, newest first (not planned tools)', async ({ page }) => {
    for (const [path, name] of [
      ['/tools/url-encoder', 'URL Encoder'],
      ['/tools/hash-generator', 'Hash Generator'],
      ['/tools/jwt-decoder', 'JWT Decoder'],
      ['/tools/url-encoder', 'URL Encoder'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
    await page.goto('/');
    await expect(section(page, 'Recent').getByRole('link')).toHaveText([/URL Encoder/, /Hash Generator/]);
  });

  test('Settings clears favourites and recent tools', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('favourites', '["json-formatter","no-such-tool"]');
        localStorage.setItem('recentTools', '["hash-generator"]');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    // An id the catalogue does not have is ignored.
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/JSON Formatter/]);
    await expect(section(page, 'Recent').getByRole('link')).toHaveText([/Hash Generator/]);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('button', { name: 'Clear favourites' }).click();
    await expectToast(page, 'Favourites cleared');
    await page.getByRole('button', { name: 'Clear recent tools' }).click();
    await expectToast(page, 'Recent tools cleared');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section(page, 'Favourites')).toHaveCount(0);
    await expect(section(page, 'Recent')).toHaveCount(0);
    expect(
      await page.evaluate(() => [localStorage.getItem('favourites'), localStorage.getItem('recentTools')]),
    ).toEqual([null, null]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the home sections have no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('favourites', '["json-formatter","hash-generator"]');
        localStorage.setItem('recentTools', '["url-encoder"]');
      }, theme);
      await page.goto('/');
      await expect(section(page, 'Favourites').getByRole('link')).toHaveCount(2);
      await expect(section(page, 'Recent').getByRole('link')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
