/**
 * What the service worker (sw.ts) answers a navigation with, as pure functions: the prerendered page of
 * the route the address shows, laid out as the build writes it (`outputFileFor`), or the 404 page.
 */
import { outputFileFor } from '../build/template.ts';

/** The prerendered 404 page (src/build/sitePlugin.ts), served offline for addresses the site has no page for. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The file of the prerendered page an address shows: '/tools/x' and '/tools/x/' are
 * '/tools/x/index.html', '/' is '/index.html'. The query and fragment are dropped (a page is the same
 * file whatever they hold); an address that is no page gives a file the precache does not hold.
 */
export function pageFileUrl(url: URL): URL {
  return new URL(`/${outputFileFor(url.pathname)}`, url.origin);
}

/** The message workbox-window's `messageSkipWaiting()` sends the waiting worker when Reload is pressed. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
