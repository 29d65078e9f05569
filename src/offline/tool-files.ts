/**
 * What the service worker and the page agree on about heavy tools' files: those not precached on the
 * first visit, stored instead in a cache of their own when a tool is first opened, or all at once from
 * Settings (src/build/offline-split.ts decides which; sw.ts serves them; src/ui/offline/ downloads them).
 */

/** The heavy tools of one build, written into the service worker when it is built. */
export interface HeavyTools {
  /** The cache that holds them, named by the build's list of files, so an update starts a fresh one. */
  cache: string;
  tools: HeavyTool[];
  /** Each file's size in bytes, by address ('/assets/x-abc.wasm'). */
  bytes: Record<string, number>;
}

export interface HeavyTool {
  id: string;
  /** The address of the tool view's chunk: the first file opening the tool asks for. */
  view: string;
  /** Every file the tool may load that is not precached (the view's chunk included). */
  files: string[];
}

/**
 * How stored files are looked up: whatever the request's headers. A file's name holds its content's hash, and a
 * server may answer `Vary: Origin` (Vite's does), which would tell a module script's request (with an Origin)
 * from a plain fetch of the same file and find nothing.
 */
export const ANY_HEADERS: CacheQueryOptions = { ignoreVary: true };

/** Every heavy tool cache is named so (the rest of the name tells the build). */
export const TOOL_CACHE_PREFIX = 'devtoolbox-tools-';

/** The visitor's choice to keep every tool offline, kept where the service worker can read it. */
export const CHOICE_CACHE = 'devtoolbox-offline-choice';
export const EVERYTHING_KEY = '/__offline/everything';

/** The page asks the active service worker for its HeavyTools with this message (and a port for the answer). */
export const HEAVY_TOOLS_QUESTION = 'heavy-tools?';

export const isHeavyToolsQuestion = (data: unknown): boolean => data === HEAVY_TOOLS_QUESTION;

/** The files of every heavy tool, each once. */
export const allHeavyFiles = (heavy: HeavyTools): string[] => [...new Set(heavy.tools.flatMap((tool) => tool.files))];
