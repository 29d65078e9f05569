import { SITE_NAME, TOOLS } from '../src/core/site/catalogue';
import { STATIC_PAGES } from '../src/core/site/seo';
import { expect, test } from './fixtures';

const tool = TOOLS.find((t) => t.id === 'hash-generator')!;

test.describe('prerendered HTML', () => {
  test("a tool route's HTML names the tool before any JavaScript runs", async ({ request }) => {
    const response = await request.get(tool.url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${tool.name} | ${SITE_NAME}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${tool.name}</h1>`));
    expect(html).toContain(`data-prerendered="${tool.url}"`);
    expect(html).toContain(`<link rel="canonical" href="https://devtoolbox.dev${tool.url}" />`);
    expect(html).toContain(`<meta property="og:title" content="${tool.name} | ${SITE_NAME}" />`);
    expect(html).not.toContain('hidden id="S:');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every page shows its content', async ({ page }) => {
      await page.goto(tool.url);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
      await page.goto('/support');
      await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    });
  });

  test('pages hydrate in place, without mismatches', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(m.text());
      if (/hydrat/i.test(m.text())) problems.push(m.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { replacedRoot: number };
      w.replacedRoot = 0;
      new MutationObserver((records) => {
        for (const r of records) if ((r.target as Element).id === 'root') w.replacedRoot += r.removedNodes.length;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/popular', '/new', '/coming-soon', '/about', '/settings', '/support', tool.url]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Interactive once hydrated.
      await page.getByRole('button', { name: 'Open support chat' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { replacedRoot: number }).replacedRoot), path).toBe(0);
    }
    // Stored preferences that differ from the defaults must not cause mismatches either.
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('developerMode', 'true');
      localStorage.setItem('userConsent', 'granted');
    });
    await page.goto('/settings');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(problems).toEqual([]);
  });

  test('an unknown page answers 404 with the not-found page', async ({ request, page }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test.describe('metadata', () => {
  test('each route has its own title, description, canonical, keywords and Open Graph tags', async ({ page }) => {
    const seen = new Set<string>();
    for (const meta of [
      ...Object.values(STATIC_PAGES),
      { title: tool.name, description: tool.description, path: tool.url },
    ]) {
      await page.goto(meta.path);
      const title =
        'title' in meta && meta.title ? `${meta.title} | ${SITE_NAME}` : `${SITE_NAME} - Free, private developer tools`;
      await expect(page).toHaveTitle(title);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://devtoolbox.dev${meta.path}`);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `https://devtoolbox.dev${meta.path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    }
    expect(seen.size).toBe(Object.keys(STATIC_PAGES).length + 1);
  });

  test('client-side navigation updates the tags', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle(`About | ${SITE_NAME}`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES['/about'].description,
    );
  });

  test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://devtoolbox.dev/sitemap.xml');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://devtoolbox.dev/about</loc>');
    for (const t of TOOLS) {
      expect(sitemap.includes(`<loc>https://devtoolbox.dev${t.url}</loc>`), t.id).toBe(!t.comingSoon);
    }
  });
});
