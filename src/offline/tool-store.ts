/**
 * The service worker's store of heavy tools' files (tool-files.ts): cache-first in the build's own cache;
 * a tool's first opening stores all its files, so it then works offline whatever the visitor does in it.
 * A new version carries over what the old one stored, and brings the new files of every tool the visitor
 * used (or of all, after Settings' "Make every tool available offline"); the old caches go on activation.
 */
import {
  allHeavyFiles,
  ANY_HEADERS,
  CHOICE_CACHE,
  EVERYTHING_KEY,
  TOOL_CACHE_PREFIX,
  type HeavyTools,
} from './tool-files.ts';

export function toolStore(heavy: HeavyTools) {
  const stored = new Set(allHeavyFiles(heavy));
  const byView = new Map(heavy.tools.map((tool) => [tool.view, tool]));
  const open = () => caches.open(heavy.cache);

  /** Fetches and stores the files not stored yet (with a low priority: the page's own requests go first). */
  const storeMissing = async (files: readonly string[]) => {
    const cache = await open();
    for (const file of files) {
      if (await cache.match(file, ANY_HEADERS)) continue;
      const response = await fetch(file, { priority: 'low' });
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(file, response);
    }
  };

  const cacheFirst = async (request: Request): Promise<Response> => {
    const cache = await open();
    const hit = await cache.match(request, ANY_HEADERS);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  };

  /** Stored files of older versions, which the new one may carry over (a file's name changes with its content). */
  const oldCaches = async () =>
    (await caches.keys()).filter((name) => name.startsWith(TOOL_CACHE_PREFIX) && name !== heavy.cache);

  const matchIn = async (names: readonly string[], file: string) => {
    for (const name of names) {
      const hit = await (await caches.open(name)).match(file, ANY_HEADERS);
      if (hit) return hit;
    }
    return undefined;
  };

  return {
    /** Whether the service worker serves this address from the store. */
    serves: (url: URL) => stored.has(url.pathname),

    /** Answers a heavy tool's file from the store; a tool's view, loaded as a script, stores the rest of the tool. */
    respond(request: Request, url: URL, keepAlive: (work: Promise<unknown>) => void): Promise<Response> {
      const tool = byView.get(url.pathname);
      if (tool && request.destination === 'script') keepAlive(storeMissing(tool.files).catch(() => undefined));
      return cacheFirst(request);
    },

    /** On install: carries over stored files, brings used tools' new files, or every tool's when chosen. */
    async carryOver(): Promise<void> {
      const old = await oldCaches();
      const everything = Boolean(await (await caches.open(CHOICE_CACHE)).match(EVERYTHING_KEY));
      if (old.length === 0 && !everything) return;
      const cache = await open();
      for (const tool of heavy.tools) {
        let used = false;
        for (const file of tool.files) {
          const hit = (await cache.match(file, ANY_HEADERS)) ?? (await matchIn(old, file));
          if (!hit) continue;
          used = true;
          await cache.put(file, hit);
        }
        if (used || everything) await storeMissing(tool.files);
      }
    },

    /** On activate: drops older versions' stores. */
    async dropOld(): Promise<void> {
      for (const name of await oldCaches()) await caches.delete(name);
    },
  };
}
