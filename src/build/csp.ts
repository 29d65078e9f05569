/**
 * The site's Content-Security-Policy, computed at build time from the configuration (pure). The default policy
 * lets a page talk to its own origin only, so nothing typed into a tool can leave the device even if a script were
 * injected. Each configured integration widens it by its own origins only (one more entry in `integrationsFor`);
 * a page that needs more is widened for its own address only (`ROUTE_INTEGRATIONS`). How it is delivered:
 * ./README.md.
 */
import { createHash } from 'node:crypto';
import { PLAYER_ORIGINS } from '../tools/twitch-clipper/core/embed.ts';

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Sources = Partial<Record<Directive, readonly string[]>>;

/** Something the configuration switches on, and the sources it needs beyond the base policy. */
export interface Integration {
  name: string;
  sources: Sources;
}

/** The settings that change the policy (the same VITE_ variables src/ui/config.ts reads). */
export interface CspConfig {
  analyticsId?: string;
  adClient?: string;
  supportEndpoint?: string;
}

/** The configuration from the build's environment (`loadEnv(mode, root, 'VITE_')`), as src/ui/config.ts reads it. */
export function cspConfigFromEnv(env: Readonly<Record<string, string | undefined>>): CspConfig {
  return {
    analyticsId: env.VITE_ANALYTICS_ID?.trim() ?? '',
    adClient: env.VITE_AD_CLIENT?.trim() ?? '',
    supportEndpoint: env.VITE_SUPPORT_ENDPOINT?.trim() ?? '',
  };
}

/** 'meta' leaves out what a <meta> tag cannot carry (frame-ancestors); 'header' is the full policy. */
export type PolicyForm = 'meta' | 'header';

/** Directives that only work in a header (browsers ignore them in a <meta> tag, with a console error). */
const HEADER_ONLY: readonly Directive[] = ['frame-ancestors'];

/**
 * The base policy, in the order it is written. Scripts: own files, the inline theme script by its
 * hash (added by `contentSecurityPolicy`), and WebAssembly compilation for the codecs (hash-wasm,
 * @jsquash), never 'unsafe-inline' or 'unsafe-eval'. Styles: own stylesheets only; style attributes
 * are allowed because the prerendered HTML carries React `style` props as attributes (colour swatches,
 * category dots, Headless UI's hidden elements), which a browser would otherwise drop before
 * hydration. <style> elements and CSS from elsewhere stay blocked.
 */
const BASE: Readonly<Record<Directive, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Google Analytics 4 through gtag.js (Google's documented sources for GA4 with a CSP). */
export const GOOGLE_ANALYTICS: Integration = {
  name: 'Google Analytics 4',
  sources: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
};

/**
 * Google AdSense: the ad script, its ad-quality checks, and the frames ads render in. Google
 * documents no host list for AdSense (it recommends nonce-based policies, which a static site cannot
 * use); these are the hosts adsbygoogle.js loads from today.
 */
export const GOOGLE_ADSENSE: Integration = {
  name: 'Google AdSense',
  sources: {
    'script-src': [
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
    ],
    'img-src': [
      'https://*.googlesyndication.com',
      'https://*.g.doubleclick.net',
      'https://*.google.com',
      'https://*.adtrafficquality.google',
    ],
    'connect-src': [
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://*.g.doubleclick.net',
      'https://*.adtrafficquality.google',
    ],
    'frame-src': [
      'https://googleads.g.doubleclick.net',
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://www.google.com',
    ],
  },
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The support endpoint: the form POSTs JSON to its origin, nothing else. */
export function supportEndpointIntegration(endpoint: string): Integration {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`VITE_SUPPORT_ENDPOINT must be an absolute https:// URL, got "${endpoint}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error(`VITE_SUPPORT_ENDPOINT must be an https:// URL (http:// only for localhost), got "${endpoint}"`);
  }
  return { name: 'Support endpoint', sources: { 'connect-src': [url.origin] } };
}

/** The integrations a configuration switches on (blank values switch nothing on). */
export function integrationsFor(config: CspConfig): Integration[] {
  const list: Integration[] = [];
  if (config.analyticsId?.trim()) list.push(GOOGLE_ANALYTICS);
  if (config.adClient?.trim()) list.push(GOOGLE_ADSENSE);
  const endpoint = config.supportEndpoint?.trim();
  if (endpoint) list.push(supportEndpointIntegration(endpoint));
  return list;
}

/** The Twitch player and clip embeds, as frames. */
export const TWITCH_PLAYER: Integration = { name: 'Twitch player', sources: { 'frame-src': PLAYER_ORIGINS } };

/**
 * Pages whose policy is wider than the rest of the site's, and by what. Each widening reaches that
 * page's own document only (its meta tag, its `_headers` block, its header from `npm start`), so no
 * other page can load a Twitch frame.
 */
export const ROUTE_INTEGRATIONS: ReadonlyMap<string, readonly Integration[]> = new Map([
  ['/tools/twitch-clipper', [TWITCH_PLAYER]],
]);

/** The route a request path shows: '/tools/x/' and '/tools/x/index.html' are '/tools/x'. */
function routeOf(path: string): string {
  return path.replace(/\/index\.html$/, '').replace(/(.)\/+$/, '$1');
}

/** The addresses a static host may serve a route's page at: '/x', '/x/' and '/x/index.html'. */
export function routeAddresses(route: string): string[] {
  return [route, `${route}/`, `${route}/index.html`];
}

/** The integrations a page at this path adds to the site-wide policy (none for most pages). */
export function routeIntegrations(path: string): readonly Integration[] {
  return ROUTE_INTEGRATIONS.get(routeOf(path)) ?? [];
}

/** Adds sources to a directive: 'none' gives way to any real source; duplicates are dropped. */
function merge(current: readonly string[], added: readonly string[]): string[] {
  const kept = added.length > 0 ? current.filter((s) => s !== "'none'") : [...current];
  for (const source of added) if (!kept.includes(source)) kept.push(source);
  return kept;
}

export interface PolicyOptions {
  /** The inline scripts' hashes (from `sha256Source`). */
  scriptHashes?: readonly string[];
  form?: PolicyForm;
  /** The page the policy is for; without it, the site-wide policy (every page but those in ROUTE_INTEGRATIONS). */
  path?: string;
}

/**
 * The policy for a configuration: the base, the inline scripts' hashes, each configured
 * integration's sources, and the page's own widening if it has one.
 */
export function contentSecurityPolicy(
  config: CspConfig,
  { scriptHashes = [], form = 'header', path }: PolicyOptions = {},
): string {
  const directives = new Map<Directive, string[]>(
    (Object.entries(BASE) as [Directive, readonly string[]][]).map(([d, s]) => [d, [...s]]),
  );
  const widen = (directive: Directive, sources: readonly string[]) =>
    directives.set(directive, merge(directives.get(directive) ?? [], sources));
  widen('script-src', scriptHashes);
  const integrations = [...integrationsFor(config), ...(path === undefined ? [] : routeIntegrations(path))];
  for (const { sources } of integrations) {
    for (const [directive, added] of Object.entries(sources) as [Directive, readonly string[]][]) {
      widen(directive, added);
    }
  }
  return [...directives]
    .filter(([directive]) => form === 'header' || !HEADER_ONLY.includes(directive))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The CSP source for an inline script or style: 'sha256-<base64 of the UTF-8 text's digest>'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline <script> (one without a src attribute) in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(body);
  }
  return scripts;
}

const CSP_HEADER = 'Content-Security-Policy';
export const PERMISSIONS_HEADER = 'Permissions-Policy';

/** The powerful features the hardware tests ask for, each granted to this site's own pages only. */
const SITE_PERMISSIONS = ['camera', 'microphone', 'fullscreen', 'gamepad'] as const;

/**
 * The Permissions-Policy a page is sent: camera, microphone, fullscreen and gamepad for the site itself, and
 * for nothing it frames, except that a widened page's frames (the Twitch player) may still go fullscreen.
 */
export function permissionsPolicy(path = '/'): string {
  const frames = routeIntegrations(path).flatMap((integration) => integration.sources['frame-src'] ?? []);
  return SITE_PERMISSIONS.map((feature) => {
    const allowed = feature === 'fullscreen' ? ['self', ...frames.map((origin) => `"${origin}"`)] : ['self'];
    return `${feature}=(${allowed.join(' ')})`;
  }).join(', ');
}

/**
 * The `_headers` file static hosts (Netlify, Cloudflare Pages) read: the site-wide policy for every path,
 * then each widened page's own policy at each of its addresses. Cloudflare Pages gives a path the headers
 * of every rule that matches it and joins two values of one header (two policies: both apply, so the
 * narrower wins), so a page's block first detaches the site-wide header (`! Content-Security-Policy`).
 * Netlify's parser skips that line (it has no colon), and its matcher lets the later rule's value stand.
 */
export function headersFile(
  config: CspConfig,
  { scriptHashes = [] }: { scriptHashes?: readonly string[] } = {},
): string {
  const site = contentSecurityPolicy(config, { scriptHashes });
  const blocks = [`/*\n  ${CSP_HEADER}: ${site}\n  ${PERMISSIONS_HEADER}: ${permissionsPolicy()}\n`];
  for (const route of ROUTE_INTEGRATIONS.keys()) {
    const policy = contentSecurityPolicy(config, { scriptHashes, path: route });
    const permissions = permissionsPolicy(route);
    for (const address of routeAddresses(route)) {
      blocks.push(
        `${address}\n  ! ${CSP_HEADER}\n  ${CSP_HEADER}: ${policy}\n  ! ${PERMISSIONS_HEADER}\n  ${PERMISSIONS_HEADER}: ${permissions}\n`,
      );
    }
  }
  return blocks.join('\n');
}

/** One block of a `_headers` file: the paths it matches, the headers it detaches, the headers it sets. */
export interface HeadersRule {
  pattern: RegExp;
  detach: string[];
  set: [name: string, value: string][];
}

/** A rule's path as a pattern: '*' matches anything (a splat), everything else itself. */
function pathPattern(path: string): RegExp {
  const literal = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${path.split('*').map(literal).join('.*')}$`);
}

/** The rules of a `_headers` file, in order (header names lower-cased; comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ pattern: pathPattern(line), detach: [], set: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule) continue;
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim().toLowerCase());
    else if (colon > 0) rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The value of one header a static host sends for a path, applying the rules as Cloudflare Pages does:
 * every matching rule in order; a detach drops the header so far, a second value is joined with ', '.
 */
export function headerForPath(rules: readonly HeadersRule[], path: string, name = CSP_HEADER): string | undefined {
  const key = name.toLowerCase();
  let value: string | undefined;
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    if (rule.detach.includes(key)) value = undefined;
    for (const [header, added] of rule.set) {
      if (header === key) value = value === undefined ? added : `${value}, ${added}`;
    }
  }
  return value;
}

/** The Content-Security-Policy a `_headers` file sends for a path (default: the home page), if any. */
export function policyFromHeadersFile(text: string, path = '/'): string | undefined {
  return headerForPath(parseHeadersFile(text), path);
}
