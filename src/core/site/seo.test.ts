import { describe, expect, it } from 'vitest';
import { CATEGORIES, SITE_NAME } from './catalogue';
import { TOOLS } from './tools';
import { CATEGORY_TEXT } from './category-messages';
import {
  canonicalUrl,
  categoryMeta,
  DEFAULT_SITE_URL,
  headHtml,
  headTags,
  metaForPath,
  NOT_FOUND_MARKER,
  NOT_FOUND_META,
  normaliseSiteUrl,
  prerenderPaths,
  robotsTxt,
  shouldHydrate,
  canonicalPath,
  sitemapPaths,
  sitemapXml,
  STATIC_PAGES,
} from './seo';

const SITE = 'https://tools.example.org';

describe('site URL', () => {
  it('falls back to the default and drops trailing slashes', () => {
    expect(normaliseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(normaliseSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
    expect(normaliseSiteUrl('https://a.example/')).toBe('https://a.example');
    expect(canonicalUrl('/tools/hash-generator', 'https://a.example/')).toBe('https://a.example/tools/hash-generator');
  });
});

describe('page metadata', () => {
  it('gives every static page its own title and description', () => {
    const titles = Object.values(STATIC_PAGES).map((m) => ('title' in m ? m.title : undefined));
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = Object.values(STATIC_PAGES).map((m) => m.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('uses the tool record for tool pages and the 404 meta for anything else', () => {
    const tool = TOOLS.find((t) => t.id === 'uuid-generator')!;
    expect(metaForPath(tool.url, TOOLS)).toMatchObject({
      title: tool.name,
      description: tool.description,
      path: tool.url,
    });
    expect(metaForPath('/about', TOOLS)).toBe(STATIC_PAGES['/about']);
    expect(metaForPath('/nothing/here', TOOLS)).toBe(NOT_FOUND_META);
  });

  it('gives each category page its own title, description and canonical path; an unknown one the 404 meta', () => {
    const security = CATEGORIES.find((c) => c.id === 'security')!;
    expect(metaForPath('/category/security', TOOLS)).toEqual({
      ...CATEGORY_TEXT.security,
      path: '/category/security',
    });
    expect(categoryMeta(security).path).toBe('/category/security');
    expect(metaForPath('/category/no-such-category', TOOLS)).toBe(NOT_FOUND_META);
    const titles = [...Object.values(STATIC_PAGES), ...CATEGORIES.map(categoryMeta)].map((m) =>
      'title' in m ? m.title : undefined,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes title, description, keywords, canonical and Open Graph tags, escaped', () => {
    const html = headHtml({ title: 'A <b> & "c"', description: 'D & E', path: '/x', keywords: ['k1', 'k2'] }, SITE);
    expect(html).toContain(`<title>A &lt;b&gt; &amp; &quot;c&quot; | ${SITE_NAME}</title>`);
    expect(html).toContain('<meta name="description" content="D &amp; E" />');
    expect(html).toContain('<meta name="keywords" content="k1, k2" />');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/x" />`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/x" />`);
    expect(html).toContain(`<meta property="og:title" content="A &lt;b&gt; &amp; &quot;c&quot; | ${SITE_NAME}" />`);
    const keys = headTags(STATIC_PAGES['/'], SITE).map((t) => (t.kind === 'meta' ? t.key : 'canonical'));
    expect(keys).toEqual(
      expect.arrayContaining(['description', 'keywords', 'canonical', 'og:title', 'og:description', 'og:type']),
    );
  });
});

describe('sitemap and robots', () => {
  it('lists public pages and available tools, not coming-soon tools or settings', () => {
    const tools = [
      { ...TOOLS[0], comingSoon: false },
      { ...TOOLS[1], comingSoon: true },
    ];
    const paths = sitemapPaths(tools);
    expect(paths).toContain('/');
    expect(paths).toContain('/support');
    expect(paths).toContain(tools[0].url);
    expect(paths).not.toContain(tools[1].url);
    expect(paths).not.toContain('/settings');
  });

  it('lists a category page when the category has a working tool', () => {
    const paths = sitemapPaths(TOOLS);
    for (const c of CATEGORIES) expect(paths).toContain(`/category/${c.id}`);
    const onlyPlanned = [{ ...TOOLS.find((t) => t.category === 'validation')!, comingSoon: true }];
    expect(sitemapPaths(onlyPlanned)).not.toContain('/category/validation');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes a valid urlset with absolute, escaped locations', () => {
    const xml = sitemapXml(SITE, ['/', '/tools/a&b']);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/tools/a&amp;b</loc></url>`);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('prerenders every static page, every category and every catalogue tool', () => {
    const paths = prerenderPaths(TOOLS);
    const categories = CATEGORIES.map((c) => `/category/${c.id}`);
    expect(paths).toEqual(
      expect.arrayContaining([...Object.keys(STATIC_PAGES), ...categories, ...TOOLS.map((t) => t.url)]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('canonicalPath', () => {
  it('names a directory by itself, not by its index file', () => {
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/INDEX.HTML')).toBe('/');
    expect(canonicalPath('/about/index.html')).toBe('/about');
    expect(canonicalPath('/tools/base64-encoder/index.html')).toBe('/tools/base64-encoder');
    expect(canonicalPath('/about/')).toBe('/about');
  });

  it('lower-cases a path in the wrong case when it names a page', () => {
    expect(canonicalPath('/ABOUT')).toBe('/about');
    expect(canonicalPath('/Settings')).toBe('/settings');
    expect(canonicalPath('/Tools/base64-encoder')).toBe('/tools/base64-encoder');
    expect(canonicalPath('/Tools/Base64-Encoder/Index.html')).toBe('/tools/base64-encoder');
    expect(canonicalPath('/Category/Security/')).toBe('/category/security');
  });

  it('leaves pages and unknown paths as they are', () => {
    for (const path of ['/', '/about', '/tools/hash-generator', '/No/Such/Page', '/no-such-page', '/a.HTML'])
      expect(canonicalPath(path)).toBe(path);
  });
});

describe('shouldHydrate', () => {
  it('hydrates a page at the path it was rendered for', () => {
    expect(shouldHydrate('/about', '/about')).toBe(true);
    expect(shouldHydrate('/', '/about')).toBe(false);
    expect(shouldHydrate(undefined, '/')).toBe(false);
  });
  it('hydrates the 404 page only where no route matches', () => {
    expect(shouldHydrate(NOT_FOUND_MARKER, '/no/such/page')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/tools/unknown-tool')).toBe(false);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/settings')).toBe(false);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/category/security')).toBe(false);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/category/no-such-category')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/category')).toBe(true);
  });
});
