/**
 * Search-engine and sharing metadata for every route, pure so the build (prerender, sitemap)
 * and the browser (document head on navigation) share one source.
 */
import { CATEGORIES, SITE_NAME, type Category, type Tool } from './catalogue.ts';
import { CATEGORY_PATHS, categoryOfPath, categoryPath } from './categories.ts';
import { CATEGORY_TEXT } from './category-messages.ts';

export interface PageMeta {
  /** Page title without the site name; omitted for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. '/tools/hash-generator'. */
  path: string;
  keywords?: readonly string[];
}

export const DEFAULT_SITE_URL = 'https://devtoolbox.dev';

export const DEFAULT_DESCRIPTION =
  'Free, private developer tools that run entirely in your browser: encoders, formatters, hashes, converters and more.';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - Free, private developer tools`;
}

/** The site's pages other than tool pages, with their metadata. */
export const STATIC_PAGES = {
  '/': {
    description: DEFAULT_DESCRIPTION,
    path: '/',
    keywords: ['developer tools', 'online tools', 'privacy', 'encoder', 'formatter', 'converter'],
  },
  '/popular': {
    title: 'Popular Tools',
    description: 'The developer tools people use most: encoders, formatters, generators and hashes.',
    path: '/popular',
    keywords: ['popular developer tools', 'json formatter', 'base64', 'uuid'],
  },
  '/new': {
    title: 'New Tools',
    description: 'The newest developer tools, and the ones coming soon.',
    path: '/new',
    keywords: ['new developer tools', 'latest tools'],
  },
  '/coming-soon': {
    title: 'Coming Soon',
    description: 'Developer tools on the roadmap that are not available yet.',
    path: '/coming-soon',
    keywords: ['roadmap', 'upcoming tools', 'coming soon'],
  },
  '/about': {
    title: 'About',
    description: `Why ${SITE_NAME} exists and how it keeps your data on your device.`,
    path: '/about',
    keywords: ['about', 'privacy', 'in-browser tools'],
  },
  '/settings': {
    title: 'Settings',
    description: 'Choose the theme, notifications and developer options.',
    path: '/settings',
    keywords: ['settings', 'theme', 'dark mode'],
  },
  '/support': {
    title: 'Support',
    description: `Contact the ${SITE_NAME} team and read answers to common questions.`,
    path: '/support',
    keywords: ['support', 'contact', 'help', 'faq'],
  },
} as const satisfies Record<string, PageMeta>;

export type StaticPath = keyof typeof STATIC_PAGES;

/** Paths the sitemap leaves out (personal preferences are not content). */
const UNLISTED: readonly StaticPath[] = ['/settings'];

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'This page does not exist.',
  path: '/404',
};

export function toolMeta(tool: Tool): PageMeta {
  return { title: tool.name, description: tool.description, path: tool.url, keywords: tool.keywords };
}

export function categoryMeta(category: Category): PageMeta {
  const { title, description, keywords } = CATEGORY_TEXT[category.id];
  return { title, description, path: categoryPath(category.id), keywords };
}

/** Site URL without a trailing slash. */
export function normaliseSiteUrl(url: string | undefined): string {
  const value = (url ?? '').trim() || DEFAULT_SITE_URL;
  return value.replace(/\/+$/, '');
}

export function canonicalUrl(path: string, siteUrl: string): string {
  return new URL(path, `${normaliseSiteUrl(siteUrl)}/`).href;
}

/** One head element: a <meta> keyed by name or property, or the canonical <link>. */
export type HeadTag =
  { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string } | { kind: 'canonical'; href: string };

/** Everything in <head> that differs between pages (the <title> aside). */
export function headTags(meta: PageMeta, siteUrl: string): HeadTag[] {
  const title = documentTitle(meta.title);
  const url = canonicalUrl(meta.path, siteUrl);
  const named = (key: string, content: string): HeadTag => ({ kind: 'meta', attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ kind: 'meta', attr: 'property', key, content });
  return [
    named('description', meta.description),
    named('keywords', (meta.keywords ?? []).join(', ')),
    { kind: 'canonical', href: url },
    property('og:type', 'website'),
    property('og:site_name', SITE_NAME),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    named('twitter:card', 'summary'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <title> and head tags of a page as HTML, for prerendered files. */
export function headHtml(meta: PageMeta, siteUrl: string): string {
  const tags = headTags(meta, siteUrl).map((tag) =>
    tag.kind === 'canonical'
      ? `<link rel="canonical" href="${escapeHtml(tag.href)}" />`
      : `<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}" />`,
  );
  return [`<title>${escapeHtml(documentTitle(meta.title))}</title>`, ...tags].join('\n    ');
}

/** Every path the build renders to static HTML: the site's pages, every category and every catalogue tool. */
export function prerenderPaths(tools: readonly Tool[]): string[] {
  return [...Object.keys(STATIC_PAGES), ...CATEGORY_PATHS, ...tools.map((t) => t.url)];
}

/** Paths worth indexing: public pages, categories with a working tool, and tools that are available. */
export function sitemapPaths(tools: readonly Tool[]): string[] {
  const pages = (Object.keys(STATIC_PAGES) as StaticPath[]).filter((p) => !UNLISTED.includes(p));
  const available = tools.filter((t) => !t.comingSoon);
  const categories = CATEGORIES.filter((c) => available.some((t) => t.category === c.id));
  return [...pages, ...categories.map((c) => categoryPath(c.id)), ...available.map((t) => t.url)];
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(canonicalUrl(p, siteUrl))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml', siteUrl)}\n`;
}

/** The metadata of any path, as the app renders it (unknown paths get the not-found page's). */
export function metaForPath(path: string, tools: readonly Tool[]): PageMeta {
  if (path in STATIC_PAGES) return STATIC_PAGES[path as StaticPath];
  const category = categoryOfPath(path);
  if (category) return categoryMeta(category);
  const tool = tools.find((t) => t.url === path);
  return tool ? toolMeta(tool) : NOT_FOUND_META;
}

/** The marker the prerendered 404 page carries in place of a path. */
export const NOT_FOUND_MARKER = '404';

/**
 * True when the app renders its not-found page for this path: no route matches, or a category page names no
 * category (an unknown tool id gets the tool frame's own 'Tool not found').
 */
export function rendersNotFound(path: string): boolean {
  return !(path in STATIC_PAGES) && !/^\/tools\/[^/]+$/.test(path) && !categoryOfPath(path);
}

/** A directory's index file named in the address: '/index.html', '/about/index.html'. */
const INDEX_FILE = /(^|\/)index\.html$/i;

/**
 * The one address of the page a path shows (issue 26, defect 7): '/index.html' is '/' and '/about/index.html' is
 * '/about' (a host serves the directory's file at both), and a path in the wrong case is the lower-case page it
 * names ('/ABOUT', '/Tools/base64-encoder'), when that is a page. Any other path is its own: an unknown path keeps
 * its case, and gets the not-found page.
 */
export function canonicalPath(path: string): string {
  const page = path.replace(INDEX_FILE, '').replace(/(.)\/$/, '$1') || '/';
  if (page !== path) return canonicalPath(page);
  const lower = path.toLowerCase();
  return lower !== path && !rendersNotFound(lower) ? lower : path;
}

/**
 * Whether prerendered HTML (marked with the route it was rendered for) can be hydrated at this
 * address: the same route, or the generic 404 page at a path no route matches.
 */
export function shouldHydrate(marker: string | undefined, path: string): boolean {
  if (!marker) return false;
  if (marker === NOT_FOUND_MARKER) return rendersNotFound(path);
  return marker === path;
}
