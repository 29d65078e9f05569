import type { Locator, Page } from '@playwright/test';
import { CATEGORIES } from '../src/core/site/catalogue';
import { TOOLS } from './catalogue';
import { filterTools } from '../src/core/site/search';
import { expect, test, withConsentChosen } from './fixtures';

/** The home page's main grid (All Tools, a list per category; Search Results or a category's tools, one list). */
const grid = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The top of an element, in px from the top of the window. */
const topOf = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);

/** The px left in a field beside its placeholder's text (negative: the text is cut). */
const placeholderRoom = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return box - context.measureText(input.placeholder).width;
  });

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  // The consent banner stays away: this is about the page, not the banner.
  await withConsentChosen(page);
});

test('the keyboard: one Tab reaches a visible skip link, which leads to the first category of the grid and its first card', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to tools' });
  await expect(skip).toBeFocused();
  // Visually hidden until focused, then on screen with the site's focus ring.
  const box = await skip.boundingBox();
  expect(box!.width).toBeGreaterThan(40);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: CATEGORIES[0].name, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Hide ${CATEGORIES[0].name}` })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = grid(page, 'All Tools').locator('[data-tool-id]').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('data-tool-id', TOOLS[0].id);
  await expect(first).toBeInViewport();
});

const WORKING = TOOLS.filter((t) => !t.comingSoon);
const PLANNED = TOOLS.filter((t) => t.comingSoon);

test('at 1440×900 a tool card is in the first screen; Popular a compact pick; All Tools dense foldable groups of working tools; planned tools once, below, starless; New on ten at most', async ({
  page,
}) => {
  await page.goto('/');
  // Today's first card sat at 845 px, under the hero and smart paste.
  expect(await topOf(page, 'main [data-tool-id]')).toBeLessThan(600);
  // Popular points at the tools without repeating the grid's cards above the fold, and claims no ranking.
  const popular = page.getByRole('region', { name: 'Popular Tools' });
  await expect(popular).toContainText('Our pick: this site counts no visits.');
  const popularHeight = await popular.evaluate((el) => el.getBoundingClientRect().height);
  // A dozen tools, three compact rows of four (issue 34), and the grid's first card still on screen.
  expect(popularHeight).toBeLessThan(270);
  expect(await topOf(page, '[aria-label="All Tools"] [data-tool-id]')).toBeLessThan(900);
  // Issue 53: the page was 8,700 px tall, "New" marked 65 of 91 tools.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4500);
  const newBadges = page.locator('main [data-tool-id]').getByText('New', { exact: true });
  expect(await newBadges.count()).toBeGreaterThan(0);
  expect(await newBadges.count()).toBeLessThanOrEqual(10);

  // One group per category, in the spec's order, each headed by a link to its page and its count.
  const groups = grid(page, 'All Tools').getByRole('list');
  await expect(groups).toHaveCount(CATEGORIES.length);
  expect(await groups.evaluateAll((lists) => lists.map((l) => l.getAttribute('aria-label')))).toEqual(
    CATEGORIES.map((c) => c.name),
  );
  const security = grid(page, 'All Tools').getByRole('heading', { name: 'Security', exact: true });
  await expect(security.getByRole('link')).toHaveAttribute('href', '/category/security');
  const securityTools = WORKING.filter((t) => t.category === 'security').length;
  const securityGroup = grid(page, 'All Tools')
    .locator('section')
    .filter({ has: page.getByRole('link', { name: /^Security/ }) });
  await expect(securityGroup).toContainText(`${securityTools} tools`);
  await expect(grid(page, 'All Tools').locator('[data-tool-id]')).toHaveCount(WORKING.length);

  // A group folds away and comes back.
  const hide = page.getByRole('button', { name: 'Hide Security' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.click();
  await expect(page.getByRole('list', { name: 'Security', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Show Security' }).click();
  await expect(page.getByRole('list', { name: 'Security', exact: true })).toBeVisible();

  // The planned tools: one section after All Tools, no stars, a link to their page.
  const planned = page.getByRole('region', { name: 'Planned' });
  await expect(planned.locator('[data-tool-id]')).toHaveCount(PLANNED.length);
  await expect(planned.getByRole('button', { name: /favourites/ })).toHaveCount(0);
  await expect(planned.getByRole('link', { name: 'See the planned tools' })).toHaveAttribute('href', '/coming-soon');
  const allTools = (await grid(page, 'All Tools').boundingBox())!;
  expect((await planned.boundingBox())!.y).toBeGreaterThan(allTools.y + allTools.height);
});

test('a search shows its results first, under the header; the field hints at Ctrl K', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search tools' });
  const hint = page.getByRole('banner').locator('kbd');
  await expect(hint).toHaveText('Ctrl K');
  await expect(hint).toBeVisible();
  // From the narrowest width that shows the hint, the placeholder still fits beside it.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(hint).toBeVisible();
  expect(await placeholderRoom(search)).toBeGreaterThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await search.pressSequentially('json');
  await expect(search).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(`${filterTools(TOOLS, 'json', null).length} tools match your search`)).toBeVisible();
  // Results first: the hero and smart paste give way while the search is on; today the first result sat at 869 px.
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Smart paste' })).toBeHidden();
  expect(await topOf(page, '[aria-label="Search Results"] [data-tool-id]')).toBeLessThan(400);
  // The hint gives way to the clear button, and Ctrl K still opens the palette from the field.
  await expect(hint).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smart paste' })).toBeVisible();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}px ↓ and Enter in the search work in the results as in the palette; "cron" finds the cron parser alone; "ping" says no tool matches`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search tools' });
    const results = page.locator('[aria-label="Search Results"] [data-tool-id]');

    await search.fill('cron');
    await expect(results).toHaveCount(1);
    await expect(results).toHaveAttribute('data-tool-id', 'cron-parser');
    await expect(page.getByText('1 tool matches your search')).toBeVisible();

    await search.fill('ping');
    await expect(page.getByText('No tool matches "ping". Closest:')).toBeVisible();
    // PNG is the closest word: the tools that make PNGs come first.
    await expect(results.nth(0).or(results.nth(1)).filter({ hasText: 'Image Converter' })).toHaveCount(1);

    await search.fill('json');
    await search.press('ArrowDown');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(search).toBeFocused();
    const first = await results.first().getAttribute('data-tool-id');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tools/${first}$`));
  });
}

test('on a phone: two dense columns, the first tool row in the first screen, the page far shorter; Favourites and Recent first once there are any', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Issue 53: 9,700 px tall, and the first tool row at y 756.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
  expect(await topOf(page, 'main [data-tool-id]')).toBeLessThan(720);
  const cards = grid(page, 'All Tools').locator('[data-tool-id]');
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y).toBe(first.y);
  expect(first.height).toBeLessThan(70);
  // The search hint stays off a phone's narrow field.
  await expect(page.getByRole('banner').locator('kbd')).toBeHidden();

  await page.getByRole('button', { name: 'Add Hash Generator to favourites' }).first().click();
  await page.goto('/tools/uuid-generator');
  await page.goto('/');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(0, 3)).toEqual(['Favourites', 'Recent', 'Smart paste']);
});
