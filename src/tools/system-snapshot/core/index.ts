/**
 * System info (spec section 3): what the browser reports, in four groups. Pure: each group is read from
 * navigator/screen-like objects passed in, so it is tested without a browser. Each group keeps the browser's
 * keys and raw values; ../describe.ts words them for people.
 */

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
