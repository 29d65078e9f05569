/**
 * System info (spec section 3): what the browser reports, in four groups. Pure: each group is read from
 * navigator/screen-like objects passed in, so it is tested without a browser. Keys are shown as spaced
 * capitalised labels (acronyms and names as people write them: 'GPU Vendor', 'WebDriver'), empty lists as
 * 'None' and missing values as 'N/A'.
 */
import { SYSTEM_INFO_TEXTS } from '../words';

export type RawValue = string | number | boolean | null | undefined | readonly unknown[];
export type Group = Record<string, RawValue>;

export interface NavigatorLike {
  userAgent?: string;
  appName?: string;
  appVersion?: string;
  platform?: string;
  language?: string;
  cookieEnabled?: boolean;
  doNotTrack?: string | null;
  onLine?: boolean;
  plugins?: ArrayLike<{ name: string }>;
  vendor?: string;
  hardwareConcurrency?: number;
  deviceMemory?: number;
  maxTouchPoints?: number;
  pdfViewerEnabled?: boolean;
  webdriver?: boolean;
  connection?: ConnectionLike;
}

export interface ConnectionLike {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

export interface ScreenLike {
  width: number;
  height: number;
  availWidth: number;
  availHeight: number;
  colorDepth: number;
  pixelDepth: number;
  orientation?: { type: string; angle: number };
}

export interface WindowLike {
  devicePixelRatio: number;
  innerWidth: number;
  innerHeight: number;
}

export function browserGroup(nav: NavigatorLike): Group {
  return {
    userAgent: nav.userAgent,
    appName: nav.appName,
    appVersion: nav.appVersion,
    platform: nav.platform,
    language: nav.language,
    cookiesEnabled: nav.cookieEnabled,
    doNotTrack: nav.doNotTrack,
    onLine: nav.onLine,
    plugins: nav.plugins ? Array.from(nav.plugins, (p) => p.name) : undefined,
    vendor: nav.vendor,
  };
}

export function displayGroup(screen: ScreenLike, win: WindowLike): Group {
  return {
    width: screen.width,
    height: screen.height,
    availWidth: screen.availWidth,
    availHeight: screen.availHeight,
    colorDepth: screen.colorDepth,
    pixelDepth: screen.pixelDepth,
    orientation: screen.orientation ? `${screen.orientation.type} (${screen.orientation.angle}°)` : undefined,
    devicePixelRatio: win.devicePixelRatio,
    innerWidth: win.innerWidth,
    innerHeight: win.innerHeight,
  };
}

/** Network Information API values; every one 'N/A' where the browser does not support it. */
export function networkGroup(connection: ConnectionLike | undefined): Group {
  return {
    effectiveType: connection?.effectiveType,
    downlink: connection?.downlink,
    rtt: connection?.rtt,
    saveData: connection?.saveData,
  };
}

export function hardwareGroup(nav: NavigatorLike): Group {
  return {
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
    maxTouchPoints: nav.maxTouchPoints,
    pdfViewerEnabled: nav.pdfViewerEnabled,
    webdriver: nav.webdriver,
  };
}

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
  if (value === undefined || value === null || value === '') return 'N/A';
  if (Array.isArray(value)) {
    const items = value.map(String).filter((item) => item !== '');
    return items.length ? items.join(', ') : 'None';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'N/A';
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
  const text = (value: RawValue) =>
    value === undefined || value === null || value === '' ? SYSTEM_INFO_TEXTS.unknown : String(value);
  const { width, height, devicePixelRatio } = snapshot.Display;
  const screen = `${text(width)}×${text(height)} at ${text(devicePixelRatio)}x`;
  return SYSTEM_INFO_TEXTS.checkupSummary(
    text(snapshot.Browser.platform),
    text(snapshot.System.hardwareConcurrency),
    screen,
    text(snapshot.System.gpuRenderer),
  );
}
