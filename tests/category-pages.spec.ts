import { SITE_NAME } from '../src/core/site/catalogue';
import { TOOLS } from './catalogue';
import { toolsOfCategory } from '../src/core/site/categories';
import { CATEGORY_TEXT } from '../src/core/site/category-messages';
import { expect, test, withConsentChosen } from './fixtures';

const hardware = CATEGORY_TEXT.hardware;

// One page load: the other pages are reached by their links, as a visitor moves around the site.
test('a category page: its tags, tools and the check-up; reached from the home grid and a tool page; related tools', async ({
  page,
  request,
}) => {
  await withConsentChosen(page);
  await page.goto('/category/hardware');

  await test.step('the Hardware page names itself, lists its tools working first and introduces the check-up', async () => {
    await expect(page).toHaveTitle(`${hardware.title} | ${SITE_NAME}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://devtoolbox.dev/category/hardware',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', hardware.description);
    await expect(page.getByRole('heading', { level: 1, name: hardware.title })).toBeVisible();
    const tools = toolsOfCategory(TOOLS, 'hardware');
    const cards = page.getByRole('list', { name: hardware.title }).locator('[data-tool-id]');
    expect(await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-tool-id')))).toEqual(
      tools.map((t) => t.id),
    );
    await expect(page.getByText(`${tools.length} tools`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start the Device Check-up' })).toHaveAttribute(
      'href',
      '/tools/device-checkup',
    );
  });

  await test.step('the home grid links to each category, and a chip’s grid to its page', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const allTools = page.getByRole('region', { name: 'All Tools', exact: true });
    await allTools.getByRole('heading', { name: 'Security', exact: true }).getByRole('link').click();
    await expect(page).toHaveURL(/\/category\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY_TEXT.security.title })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Network' }).click();
    await page.getByRole('link', { name: 'Open the Network page' }).click();
    await expect(page).toHaveURL(/\/category\/network$/);
    await expect(page).toHaveTitle(`${CATEGORY_TEXT.network.title} | ${SITE_NAME}`);
  });

  await test.step('a tool page offers its hand-offs first, and its category leads back to the category page', async () => {
    await page.locator('a[data-tool-id="cidr-calculator"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'CIDR / Subnet Calculator' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related tools' }).locator('[data-tool-id]');
    const ids = await related.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-tool-id')));
    const handOffs = TOOLS.find((t) => t.id === 'cidr-calculator')?.handOffs ?? [];
    expect(ids.slice(0, handOffs.length)).toEqual(handOffs);
    await page.getByRole('link', { name: /^Network: every tool/ }).click();
    await expect(page).toHaveURL(/\/category\/network$/);
  });

  await test.step('an unknown category is not found, on the page and from the server', async () => {
    await page.evaluate(() => history.pushState(null, '', '/category/no-such-category'));
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    expect((await request.get('/category/no-such-category')).status()).toBe(404);
  });
});
