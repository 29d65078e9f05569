/**
 * The service worker: after one visit, the whole site works without a network. It precaches the shell,
 * every prerendered page (and 404.html), every lazy chunk, worker and WebAssembly codec (the list is
 * injected at build time after prerendering: src/build/pwa.ts). A navigation gets its route's own
 * prerendered page from the cache; an address with no page goes to the network, and offline gets the 404
 * page. A new version installs beside the running one and waits: the page shows "Update available" and
 * its Reload sends SKIP_WAITING, so code never changes under a running job.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaiting, NOT_FOUND_PAGE, pageFileUrl } from './navigation.ts';

/** The parts of ServiceWorkerGlobalScope this file uses (the project's types are the DOM's). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { urlManipulation: ({ url }) => [pageFileUrl(url)] });

// Addresses with no precached page: the server's answer while online (a newer deployment may have the
// page), the 404 page when the network fails.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(NOT_FOUND_PAGE)) ?? Response.error();
    }
  }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
