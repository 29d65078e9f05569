/**
 * Build-time site generation (Node only): after the client build, render every route to static
 * HTML with the server entry (src/ui/ssr.tsx), and write sitemap.xml and robots.txt from the
 * catalogue. Every page carries its Content-Security-Policy (csp.ts) in a <meta> tag, and `_headers`
 * carries the policies as headers for static hosts. Last, the service worker that precaches it all
 * (pwa.ts). In `vite preview`, serve those files for deep links and the 404 page for the rest, with each
 * path's policy from `_headers` as a real header.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import type { Tool } from '../core/site/catalogue.ts';
import {
  canonicalPath,
  headHtml,
  metaForPath,
  NOT_FOUND_MARKER,
  NOT_FOUND_META,
  prerenderPaths,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
} from '../core/site/seo.ts';
import {
  contentSecurityPolicy,
  headerForPath,
  headersFile,
  inlineScripts,
  parseHeadersFile,
  PERMISSIONS_HEADER,
  sha256Source,
  type CspConfig,
  type HeadersRule,
} from './csp.ts';
import { buildServiceWorker } from './pwa.ts';
import { fillTemplate, outputFileFor, stylesheetsFirst, withPolicyMeta } from './template.ts';

interface ServerEntry {
  TOOLS: readonly Tool[];
  renderPath(path: string): Promise<{ html: string; errors: string[] }>;
}

/** A path that matches no route, rendered once as the site's 404 page. */
const NOT_FOUND_PROBE = '/__not-found__';

export const SSR_ENTRY = 'src/ui/ssr.tsx';
export const SSR_OUT_DIR = 'node_modules/.cache/devtoolbox-ssr';

/** The static hosts' headers file, also read by `npm start` (vite preview). */
export const HEADERS_FILE = '_headers';

/** Throws when a page has an inline script the policy does not allow (the browser would refuse it). */
function checkInlineScripts(page: string, html: string, allowed: readonly string[]): void {
  for (const script of inlineScripts(html)) {
    if (!allowed.includes(sha256Source(script))) {
      throw new Error(`${page}: an inline <script> the Content-Security-Policy does not allow: ${script.slice(0, 80)}`);
    }
  }
}

export async function buildSite(builder: ViteBuilder, siteUrl: string, csp: CspConfig = {}): Promise<void> {
  const { client, ssr } = builder.environments;
  await builder.build(client);
  await builder.build(ssr);

  const root = builder.config.root;
  const distDir = resolve(root, client.config.build.outDir);
  const ssrDir = resolve(root, SSR_OUT_DIR);
  const logger = builder.config.logger;
  try {
    const entry = (await import(pathToFileURL(join(ssrDir, 'ssr.js')).href)) as ServerEntry;
    const built = stylesheetsFirst(await readFile(join(distDir, 'index.html'), 'utf8'));
    // The inline theme script (index.html) runs by its hash, whatever its text becomes.
    const scriptHashes = [...new Set(inlineScripts(built).map(sha256Source))];
    // Each page's own policy: the site-wide one, or its widening (csp.ts ROUTE_INTEGRATIONS).
    const templateFor = (path: string) =>
      withPolicyMeta(built, contentSecurityPolicy(csp, { scriptHashes, form: 'meta', path }));

    const render = async (path: string, meta = metaForPath(path, entry.TOOLS), marker = path) => {
      const { html, errors } = await entry.renderPath(path);
      for (const error of errors) logger.warn(`prerender ${path}: ${error}`);
      const page = fillTemplate(templateFor(path), { head: headHtml(meta, siteUrl), body: html, marker });
      checkInlineScripts(path, page, scriptHashes);
      return page;
    };

    const paths = prerenderPaths(entry.TOOLS);
    for (const path of paths) {
      const file = join(distDir, outputFileFor(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await render(path));
    }
    await writeFile(join(distDir, '404.html'), await render(NOT_FOUND_PROBE, NOT_FOUND_META, NOT_FOUND_MARKER));
    await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, sitemapPaths(entry.TOOLS)));
    await writeFile(join(distDir, 'robots.txt'), robotsTxt(siteUrl));
    await writeFile(join(distDir, HEADERS_FILE), headersFile(csp, { scriptHashes }));
    logger.info(`prerendered ${paths.length + 1} pages, sitemap.xml, robots.txt and ${HEADERS_FILE} for ${siteUrl}`);
    // Last: its precache list holds every file written above.
    await buildServiceWorker(builder);
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

const wantsHtml = (accept: string | undefined) => !accept || accept.includes('text/html') || accept.includes('*/*');

/** The rules of the built `_headers` file, or none (with a warning) before a build. */
function readHeadersRules(distDir: string, warn: (message: string) => void): HeadersRule[] {
  const file = join(distDir, HEADERS_FILE);
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
  if (!headerForPath(rules, '/')) warn(`no Content-Security-Policy in ${file}: run vite build first`);
  return rules;
}

/**
 * `vite preview` (npm start): every response carries the Content-Security-Policy `_headers` gives its
 * path, as a static host would send it; /about serves about/index.html; an unknown page gets 404.html
 * with status 404. (`npm run dev` has no policy: React refresh needs inline scripts.)
 */
export function prerenderedPreview(): Plugin {
  return {
    name: 'devtoolbox:prerendered-preview',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      const rules = readHeadersRules(distDir, (message) => server.config.logger.warn(message));
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const policy = headerForPath(rules, path);
        if (policy) res.setHeader('Content-Security-Policy', policy);
        const permissions = headerForPath(rules, path, PERMISSIONS_HEADER);
        if (permissions) res.setHeader(PERMISSIONS_HEADER, permissions);
        next();
      });
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        // Files (assets, sitemap.xml, the root index.html) are served as they are.
        if (pathname === '/' || /\.[a-z0-9]+$/i.test(pathname)) return next();
        const file = resolve(distDir, outputFileFor(pathname));
        if (file.startsWith(distDir + sep) && existsSync(file)) {
          req.url = `/${outputFileFor(pathname)}${url.search}`;
          return next();
        }
        // A page's address in the wrong case moves to the page's own (the client does the same behind a static host).
        const page = canonicalPath(pathname);
        if (page !== pathname) {
          res.statusCode = 301;
          res.setHeader('Location', `${page}${url.search}`);
          return res.end();
        }
        const notFound = join(distDir, '404.html');
        if (!existsSync(notFound)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
      });
    },
  };
}
