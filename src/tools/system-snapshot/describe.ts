/**
 * The snapshot's groups as people read them: keys as spaced capitalised labels (acronyms and names as people
 * write them: 'GPU Vendor', 'WebDriver'), empty lists as 'None', missing values as 'N/A', and the check-up's line.
 */
import type { Group, RawValue } from './core';
import { SYSTEM_INFO_TEXTS as T } from './words';

/** Words a camelCase key splits into that people write as one: 'webGpu' is WebGPU, 'onLine' is Online. */
const COMPOUNDS: readonly (readonly [string, string])[] = [
  ['web', 'gpu'],
  ['web', 'gl'],
  ['on', 'line'],
];

/** Acronyms and names, by their lower-case word, as people write them ('Gpu' reads as GPU). */
const WRITTEN: Record<string, string> = {
  api: 'API',
  cpu: 'CPU',
  dpi: 'DPI',
  gpu: 'GPU',
  http: 'HTTP',
  https: 'HTTPS',
  id: 'ID',
  online: 'Online',
  os: 'OS',
  pdf: 'PDF',
  ram: 'RAM',
  rtt: 'RTT',
  ua: 'UA',
  url: 'URL',
  utc: 'UTC',
  webdriver: 'WebDriver',
  webgl: 'WebGL',
  webgpu: 'WebGPU',
};

/** A camelCase key's words in lower case, with the compounds joined: 'webGpuId' → ['webgpu', 'id']. */
function wordsOf(key: string): string[] {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  return words.reduce<string[]>((joined, word) => {
    const previous = joined.at(-1);
    const compound = COMPOUNDS.some(([first, second]) => first === previous && second === word);
    if (compound) joined[joined.length - 1] = previous + word;
    else joined.push(word);
    return joined;
  }, []);
}

/** 'userAgent' → 'User Agent', 'pdfViewerEnabled' → 'PDF Viewer Enabled', 'webdriver' → 'WebDriver'. */
export function labelOf(key: string): string {
  return wordsOf(key)
    .map((word) => WRITTEN[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function displayValue(value: RawValue): string {
  if (value === undefined || value === null || value === '') return T.missing;
  if (Array.isArray(value)) {
    const items = value.map(String).filter((item) => item !== '');
    return items.length ? items.join(', ') : T.none;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return T.missing;
  return String(value);
}

/** A group as labelled display strings, in its own order. */
export function describeGroup(group: Group): { label: string; value: string }[] {
  return Object.entries(group).map(([key, value]) => ({ label: labelOf(key), value: displayValue(value) }));
}

/** Every group by name, as display strings, for 'Copy all' as JSON. */
export function toJson(groups: Record<string, Group>): string {
  const shown = Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      Object.fromEntries(describeGroup(group).map(({ label, value }) => [label, value])),
    ]),
  );
  return JSON.stringify(shown, null, 2);
}

/** The one line the Device Check-up's report gives the system: platform, cores, screen and graphics. */
export function checkupSummary(snapshot: { System: Group; Browser: Group; Display: Group }): string {
  const text = (value: RawValue) => (value === undefined || value === null || value === '' ? T.unknown : String(value));
  const { width, height, devicePixelRatio } = snapshot.Display;
  const screen = T.screen(text(width), text(height), text(devicePixelRatio));
  return T.checkupSummary(
    text(snapshot.Browser.platform),
    text(snapshot.System.hardwareConcurrency),
    screen,
    text(snapshot.System.gpuRenderer),
  );
}
