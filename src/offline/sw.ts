/**
 * The service worker: after one visit, the site works without a network. It precaches the shell, every
 * prerendered page (and 404.html) and the light tools' chunks, workers and codecs (the list is injected at
 * build time after prerendering: src/build/pwa.ts); a heavy tool's files are stored when the tool is first
 * opened, or all at once from Settings (tool-store.ts). A navigation gets its route's own
 * prerendered page from the cache; an address with no page goes to the network, and offline gets the 404
 * page. A new version installs beside the running one and waits: the page shows "Update available" and
 * its Reload sends SKIP_WAITING, so code never changes under a running job.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaiting, NOT_FOUND_PAGE, pageFileUrl } from './navigation.ts';
import { isHeavyToolsQuestion, type HeavyTools } from './tool-files.ts';
import { toolStore } from './tool-store.ts';

/** This build's heavy tools, written in when the service worker is built (src/build/pwa.ts). */
declare const __HEAVY_TOOLS__: HeavyTools;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of ServiceWorkerGlobalScope this file uses (the project's types are the DOM's). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown> & ExtendableEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};

const heavyTools = toolStore(__HEAVY_TOOLS__);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { urlManipulation: ({ url }) => [pageFileUrl(url)] });

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && heavyTools.serves(url),
  ({ request, url, event }) => heavyTools.respond(request, url, (work) => event.waitUntil(work)),
);
self.addEventListener('install', (event) => event.waitUntil(heavyTools.carryOver()));
self.addEventListener('activate', (event) => event.waitUntil(heavyTools.dropOld()));

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
  // Settings asks which files heavy tools have (to say their size and store them all).
  if (isHeavyToolsQuestion(event.data)) event.ports[0]?.postMessage(__HEAVY_TOOLS__);
});
