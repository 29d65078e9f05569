import { CATEGORIES, SITE_NAME } from '../src/core/site/catalogue';
import { TOOLS } from './catalogue';
import { categoryMeta, STATIC_PAGES } from '../src/core/site/seo';
import { expect, test } from './fixtures';

const tool = TOOLS.find((t) => t.id === 'hash-generator')!;
const security = categoryMeta(CATEGORIES.find((c) => c.id === 'security')!);

// Everything here is about the HTML as served, before any JavaScript runs.
test.use({ javaScriptEnabled: false });

test('prerendered HTML: each route names itself with its own metadata, shows its content without JavaScript; 404, robots.txt and sitemap.xml', async ({
  page,
  request,
}) => {
  await test.step("a tool route's HTML names the tool before any JavaScript runs", async () => {
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

  await test.step('an unknown page answers 404 with the not-found page', async () => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  await test.step('each route has its own title, description, canonical, keywords and Open Graph tags', async () => {
    // In the prerendered HTML, before any JavaScript (the client keeps them: tests/shell.spec.ts follows them).
    const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const seen = new Set<string>();
    for (const meta of [
      ...Object.values(STATIC_PAGES),
      { title: tool.name, description: tool.description, path: tool.url },
      security,
    ]) {
      const html = await (await request.get(meta.path)).text();
      const title = escaped(
        'title' in meta && meta.title ? `${meta.title} | ${SITE_NAME}` : `${SITE_NAME} - Free, private developer tools`,
      );
      expect(html, meta.path).toContain(`<title>${title}</title>`);
      seen.add(title);
      const descriptions = html.match(/<meta name="description" content="([^"]*)"/g) ?? [];
      expect(descriptions, meta.path).toHaveLength(1);
      expect(attribute(html, /<meta name="description" content="([^"]*)"/), meta.path).toBe(escaped(meta.description));
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), meta.path).toBe(
        `https://devtoolbox.dev${meta.path}`,
      );
      expect(attribute(html, /<meta name="keywords" content="([^"]*)"/), meta.path).toMatch(/\w/);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/), meta.path).toBe(title);
      expect(attribute(html, /<meta property="og:url" content="([^"]*)"/), meta.path).toBe(
        `https://devtoolbox.dev${meta.path}`,
      );
    }
    expect(seen.size).toBe(Object.keys(STATIC_PAGES).length + 2);
  });

  await test.step('robots.txt and sitemap.xml come from the catalogue', async () => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://devtoolbox.dev/sitemap.xml');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://devtoolbox.dev/about</loc>');
    for (const c of CATEGORIES) expect(sitemap).toContain(`<loc>https://devtoolbox.dev/category/${c.id}</loc>`);
    for (const t of TOOLS) {
      expect(sitemap.includes(`<loc>https://devtoolbox.dev${t.url}</loc>`), t.id).toBe(!t.comingSoon);
    }
  });

  await test.step('without JavaScript, every page shows its content', async () => {
    await page.goto(tool.url);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await page.goto('/support');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await page.goto(security.path);
    await expect(
      page.getByRole('list', { name: security.title }).locator('a[data-tool-id="hash-generator"]'),
    ).toBeVisible();
  });
});
