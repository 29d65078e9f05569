/**
 * Settings' "Make every tool available offline", from the page's side: asks the active service worker which
 * files heavy tools have (src/offline/tool-files.ts), finds those not stored yet, and stores them in the
 * service worker's cache with progress; then records the choice, so each new version brings them again.
 */
import {
  allHeavyFiles,
  ANY_HEADERS,
  CHOICE_CACHE,
  EVERYTHING_KEY,
  HEAVY_TOOLS_QUESTION,
  type HeavyTools,
} from '../../offline/tool-files';

/** How long the service worker may take to answer before the page says offline use is not ready. */
const ANSWER_MS = 3000;

/** The active service worker's heavy tools, or undefined when none is active (first load, dev server). */
export async function askHeavyTools(): Promise<HeavyTools | undefined> {
  const worker = (await navigator.serviceWorker?.getRegistration())?.active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const answer = new Promise<HeavyTools>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<HeavyTools>) => resolve(event.data);
  });
  worker.postMessage(HEAVY_TOOLS_QUESTION, [channel.port2]);
  const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ANSWER_MS));
  return Promise.race([answer, late]);
}

export interface Missing {
  files: string[];
  bytes: number;
}

/** The heavy tools' files this device has not stored yet, and their size. */
export async function missingFiles(heavy: HeavyTools): Promise<Missing> {
  const cache = await caches.open(heavy.cache);
  const files: string[] = [];
  for (const file of allHeavyFiles(heavy)) if (!(await cache.match(file, ANY_HEADERS))) files.push(file);
  return { files, bytes: files.reduce((sum, file) => sum + (heavy.bytes[file] ?? 0), 0) };
}

/** Whether the visitor chose to keep every tool offline. */
export async function choseEverything(): Promise<boolean> {
  return Boolean(await (await caches.open(CHOICE_CACHE)).match(EVERYTHING_KEY));
}

/** Stores every missing file, reporting the bytes stored so far; then records the choice. */
export async function storeEverything(
  heavy: HeavyTools,
  missing: Missing,
  onProgress: (bytesDone: number) => void,
): Promise<void> {
  const cache = await caches.open(heavy.cache);
  let done = 0;
  for (const file of missing.files) {
    const response = await fetch(file);
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    await cache.put(file, response);
    done += heavy.bytes[file] ?? 0;
    onProgress(done);
  }
  await (await caches.open(CHOICE_CACHE)).put(EVERYTHING_KEY, new Response('chosen'));
}
