import type { Page } from '@playwright/test';
import { TOOLS } from './catalogue';
import { KIT_TOOLS } from './kit-tools';
import { seriousViolationsInBothThemes } from './axe';
import { expectOneCardTemplate } from './cards';
import { pasteInto } from './editor';
import { expect, test } from './fixtures';
import { showTool } from './open-tool';
import { offers, pasteArea } from './smart-paste';

// Every check runs axe-core (serious and critical rules) in the light and the dark theme on one page load.
const pages = [
  '/',
  '/popular',
  '/new',
  '/coming-soon',
  '/about',
  '/settings',
  '/support',
  '/category/hardware',
  '/no-such-page',
];
// Kit tools are checked with a result on screen by the generated test (tests/kit-examples.spec.ts): the dark theme on each
// page shape and on every tool with parts of its own.
const tools = TOOLS.filter((t) => !t.comingSoon && !(t.id in KIT_TOOLS));
const half = Math.ceil(tools.length / 2);

/** Loads the first tool's page, then opens each next one inside the page (as its links do) and checks it: its cards
 * (one template) and axe, with a result on screen where it takes input to show one. */
async function checkTools(page: Page, list: typeof tools) {
  await page.goto(list[0].url);
  for (const tool of list) {
    await showTool(page, tool);
    await expectOneCardTemplate(page, tool.id);
    expect(await seriousViolationsInBothThemes(page, 'main'), tool.url).toEqual([]);
  }
}

/** Fails on console errors and hydration warnings; counts the times the prerendered root's content was replaced. */
async function watchHydration(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(m.text());
    if (/hydrat/i.test(m.text())) problems.push(m.text());
  });
  await page.addInitScript(() => {
    // Stored preferences that differ from the defaults must not cause hydration mismatches either.
    localStorage.setItem('favourites', '["json-formatter","hash-generator"]');
    localStorage.setItem('recentTools', '["url-encoder"]');
    const w = window as unknown as { replacedRoot: number };
    w.replacedRoot = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).id === 'root') w.replacedRoot += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

/** Loads a site page: the prerendered HTML was hydrated in place, not replaced, and it passes axe in both themes. */
async function checkSitePage(page: Page, path: string) {
  await page.goto(path);
  expect(await page.evaluate(() => (window as unknown as { replacedRoot: number }).replacedRoot), path).toBe(0);
  expect(await seriousViolationsInBothThemes(page), path).toEqual([]);
}

test('the home page, with stored favourites, the open palette, the shortcuts and smart paste offers, hydrates in place and has no serious violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = await watchHydration(page);
  await checkSitePage(page, '/');

  await test.step('the home sections of favourites and recent tools', async () => {
    await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Recent' }).getByRole('link')).toHaveCount(1);
  });
  await test.step('smart paste with its offers', async () => {
    await pasteInto(pasteArea(page), '<div><p>Hi &amp; bye</p></div>');
    await expect(offers(page).first()).toContainText('HTML Formatter');
    expect(await seriousViolationsInBothThemes(page), 'smart paste').toEqual([]);
  });
  await test.step('the keyboard shortcuts', async () => {
    await page.getByRole('heading', { level: 1 }).click(); // out of the paste field
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page), 'shortcuts').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });
  await test.step('the open command palette', async () => {
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('combobox', { name: 'Find a tool' })).toBeFocused();
    await page.keyboard.type('url');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolationsInBothThemes(page), 'palette').toEqual([]);
    // Enter opens the chosen tool (its page is checked with the other tools).
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  });
  expect(problems).toEqual([]);
});

test('the other site pages, with stored favourites, hydrate in place and have no serious violations', async ({
  page,
}) => {
  // Nine pages, each checked in two themes.
  test.setTimeout(90_000);
  const problems = await watchHydration(page);
  for (const path of pages.filter((p) => p !== '/')) {
    await checkSitePage(page, path);
    // The site's pages use the tools' card template too.
    if (path === '/about' || path === '/support') await expectOneCardTemplate(page, path);
  }
  expect(problems).toEqual([]);
});

test('the first half of the tool pages have no serious violations', async ({ page }) => {
  test.setTimeout(90_000);
  await checkTools(page, tools.slice(0, half));
});

test('the second half of the tool pages have no serious violations', async ({ page }) => {
  test.setTimeout(90_000);
  await checkTools(page, tools.slice(half));
});
