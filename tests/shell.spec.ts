import type { Page } from '@playwright/test';
import { CATEGORIES, SITE_NAME } from '../src/core/site/catalogue';
import { TOOLS } from './catalogue';
import { STATIC_PAGES } from '../src/core/site/seo';
import { expect, test, withConsentChosen } from './fixtures';

/** The home page's grid section by its title (All Tools holds a list per category; the others one list). */
const allToolsGrid = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens `path` inside the page, as the site's own links do (no page load). */
const goInPage = (page: Page, path: string) => page.evaluate((url) => history.pushState(null, '', url), path);

// One page load: every route below is reached inside the page, as a visitor moves around the site.
test('the site shell: home, search and categories; theme and System; routes, 404 and tags; the phone header and drawer', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // Chosen already: the consent banner is tests/consent.spec.ts's.
  await withConsentChosen(page);
  await page.goto('/');
  const search = page.getByRole('banner').getByPlaceholder('Search developer tools...');
  const html = page.locator('html');

  await test.step('the header turns to glass after scrolling more than 20 px', async () => {
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-glass');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-glass', 'true');
    await page.mouse.wheel(0, -400);
  });

  await test.step('renders the hero, all category chips and the full grid', async () => {
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(chips).toHaveText(['All Tools', ...CATEGORIES.map((c) => c.name)]);
    await expect(page.getByRole('button', { name: 'All Tools' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Popular Tools' })).toBeVisible();
    const planned = TOOLS.filter((t) => t.comingSoon);
    await expect(allToolsGrid(page, 'All Tools').getByRole('listitem')).toHaveCount(TOOLS.length - planned.length);
    await expect(page.getByRole('list', { name: 'Planned' }).getByRole('listitem')).toHaveCount(planned.length);
  });

  await test.step('a coming-soon card shows a notice and stays on the page', async () => {
    const soon = TOOLS.find((t) => t.comingSoon)!;
    await page.getByRole('list', { name: 'Planned' }).locator(`[data-tool-id="${soon.id}"]`).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coming Soon' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("search 'base64' filters the grid and counts the matches", async () => {
    await search.fill('base64');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.getByText('2 tools match your search')).toBeVisible();
    const results = allToolsGrid(page, 'Search Results').getByRole('listitem');
    await expect(results).toHaveCount(2);
    await expect(results).toContainText(['Base64 Encoder', 'Base64 Decoder']);
    // One search box on the page: the header's.
    await expect(page.getByPlaceholder('Search developer tools...')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Popular Tools' })).toHaveCount(0);
  });

  await test.step('the clear button empties the search', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'All Tools', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  await test.step('a nonsense search shows the empty state', async () => {
    await search.fill('qqzzxx-nothing');
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await search.fill('');
  });

  await test.step('a category chip filters the grid', async () => {
    const chips = page.getByRole('group', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'Hardware' }).click();
    await expect(chips.getByRole('button', { name: 'Hardware' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Hardware Tools' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Tools' })).toHaveCount(0);
    const expected = TOOLS.filter((t) => t.category === 'hardware').map((t) => t.name);
    await expect(allToolsGrid(page, 'Hardware Tools').getByRole('listitem')).toHaveText(
      expected.map((name) => new RegExp(name)),
    );
    await chips.getByRole('button', { name: 'All Tools' }).click();
    await expect(page.getByRole('heading', { name: 'All Tools', exact: true })).toBeVisible();
  });

  await test.step('the chosen theme is stored (the inline script applies it on load: tests/pages.spec.ts), and System follows the OS', async () => {
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dark' })).toHaveAttribute('data-checked', 'true');
    await page.getByRole('menuitem', { name: 'System' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/dark/);
  });

  await test.step('an unknown tool id shows Tool not found', async () => {
    await goInPage(page, '/tools/no-such-tool');
    await expect(page.getByText('Tool not found')).toBeVisible();
  });

  await test.step('an unknown path shows the 404 page, whose link returns home', async () => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await goInPage(page, '/definitely/not/here');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(warnings.some((w) => w.includes('/definitely/not/here'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'All Tools', exact: true })).toBeVisible();
  });

  await test.step('a tool page has its title, meta, and a Back link', async () => {
    const tool = TOOLS.find((t) => t.id === 'hash-generator')!;
    await allToolsGrid(page, 'All Tools').locator(`[data-tool-id="${tool.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${tool.url}$`));
    await expect(page).toHaveTitle(`${tool.name} | ${SITE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await expect(page.getByText(tool.description).first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tool.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${tool.url}$`));
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /sha256/);
    // The link (its click target and focus ring) is as wide as its arrow and word, not the whole row.
    const back = page.getByRole('link', { name: 'Back' });
    expect((await back.boundingBox())!.width).toBeLessThan(100);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('client-side navigation updates the tags', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle(`About | ${SITE_NAME}`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES['/about'].description,
    );
  });

  await test.step('Popular and New list their tools', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'New' }).click();
    await expect(page.getByRole('heading', { name: 'Available Now' })).toBeVisible();
    const upcoming = TOOLS.filter((t) => t.isNew && t.comingSoon);
    if (upcoming.length) {
      await expect(page.getByRole('list', { name: 'Coming Soon' }).getByRole('listitem')).toHaveCount(upcoming.length);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Popular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Tools' })).toBeVisible();
    const popular = TOOLS.filter((t) => t.isPopular && !t.comingSoon);
    if (popular.length)
      await expect(page.getByRole('list', { name: 'Popular Tools' }).getByRole('listitem')).toHaveCount(popular.length);
    else await expect(page.getByText('No popular tools yet')).toBeVisible();
  });

  await test.step('searching from another page opens the palette there, and the page stays', async () => {
    await page.getByPlaceholder('Search developer tools...').fill('uuid');
    await expect(page.getByRole('dialog').getByRole('option', { name: /UUID Generator/ })).toBeVisible();
    await expect(page).toHaveURL(/\/popular$/);
    await page.keyboard.press('Escape');
  });

  await test.step('on a phone: one search box whose placeholder fits; the menu holds the links, Settings, the categories and the three themes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneSearch = page.getByPlaceholder('Search developer tools...');
    await expect(phoneSearch).toHaveCount(1);
    const room = await phoneSearch.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, box };
    });
    expect(room.text).toBeLessThanOrEqual(room.box);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home',
      'Popular',
      'New',
      'About',
      'Settings',
    ]);
    await expect(drawer.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveText(
      CATEGORIES.map((c) => c.name),
    );
    const themes = drawer.getByRole('group', { name: 'Theme' }).getByRole('button');
    await expect(themes).toHaveText(['Light', 'Dark', 'System']);
    await drawer.getByRole('button', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(drawer.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByRole('button', { name: 'System' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await drawer.getByRole('link', { name: 'Data Processing' }).click();
    await expect(page).toHaveURL(/\/category\/data$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(drawer).toBeHidden();
  });
});
