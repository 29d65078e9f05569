import { expect, test } from './fixtures';
import { expectToast } from './toasts';

const section = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name });

test('favourites and recent tools: stars on cards and tool pages, across tabs and reloads, cleared in Settings', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('userConsent', 'denied');
    // An id the catalogue does not have is ignored.
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('favourites', '["no-such-tool"]');
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Tools' })).toBeVisible();
  await expect(section(page, 'Favourites')).toHaveCount(0);

  await test.step('a star on a card adds the tool to Favourites', async () => {
    await section(page, 'Popular Tools').getByRole('button', { name: 'Add JSON Formatter to favourites' }).click();
    await page.getByRole('button', { name: 'Add Base64 Encoder to favourites' }).first().click();
    const favourites = section(page, 'Favourites');
    await expect(favourites.getByRole('link')).toHaveText([/JSON Formatter/, /Base64 Encoder/]);
    await expect(favourites.getByRole('button', { name: 'Remove JSON Formatter from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the star on a tool page, and favourites follow another tab', async () => {
    const other = await context.newPage();
    await other.goto('/tools/uuid-generator');
    // On its own page the star does not repeat the tool's name (the heading says it).
    await other.getByRole('button', { name: 'Add to favourites' }).press('Enter');
    await expect(other.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    // The first tab shows it without a reload.
    const remove = section(page, 'Favourites').getByRole('button', { name: 'Remove UUID Generator from favourites' });
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([
      /JSON Formatter/,
      /Base64 Encoder/,
      /UUID Generator/,
    ]);
    await remove.click();
    await expect(other.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');

    // Recent: the tools opened last, newest first; a planned tool's page is not one.
    await other.goto('/tools/hash-generator');
    await expect(other.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
    await other.goto('/tools/curl-converter');
    await expect(other.getByRole('heading', { level: 1, name: 'curl to Code' })).toBeVisible();
    await other.close();
  });

  await test.step('after a reload: Favourites before Popular, Recent newest first; a star removes', async () => {
    await page.reload();
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/JSON Formatter/, /Base64 Encoder/]);
    await expect(section(page, 'Recent').getByRole('link')).toHaveText([/Hash Generator/, /UUID Generator/]);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Favourites')).toBeLessThan(headings.indexOf('Popular Tools'));
    await section(page, 'Favourites').getByRole('button', { name: 'Remove JSON Formatter from favourites' }).click();
    await expect(section(page, 'Favourites').getByRole('link')).toHaveText([/Base64 Encoder/]);
  });

  await test.step('Settings clears favourites and recent tools', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'All settings' }).click();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('button', { name: 'Clear favourites' }).click();
    await expectToast(page, 'Favourites cleared');
    await page.getByRole('button', { name: 'Clear recent tools' }).click();
    await expectToast(page, 'Recent tools cleared');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Popular Tools' })).toBeVisible();
    await expect(section(page, 'Favourites')).toHaveCount(0);
    await expect(section(page, 'Recent')).toHaveCount(0);
    expect(
      await page.evaluate(() => [localStorage.getItem('favourites'), localStorage.getItem('recentTools')]),
    ).toEqual([null, null]);
  });
});
