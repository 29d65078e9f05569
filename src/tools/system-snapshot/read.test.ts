// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelOf } from './describe';
import { readSnapshot, type Snapshot } from './read';

/** Every key the page shows, with its label as people write it (acronyms and names kept). */
const LABELS: Record<string, string> = {
  hardwareConcurrency: 'Hardware Concurrency',
  deviceMemory: 'Device Memory',
  maxTouchPoints: 'Max Touch Points',
  pdfViewerEnabled: 'PDF Viewer Enabled',
  webdriver: 'WebDriver',
  gpuVendor: 'GPU Vendor',
  gpuRenderer: 'GPU Renderer',
  webGpu: 'WebGPU',
  storageEstimate: 'Storage Estimate',
  userAgent: 'User Agent',
  appName: 'App Name',
  appVersion: 'App Version',
  platform: 'Platform',
  language: 'Language',
  cookiesEnabled: 'Cookies Enabled',
  doNotTrack: 'Do Not Track',
  onLine: 'Online',
  plugins: 'Plugins',
  vendor: 'Vendor',
  videoCodecs: 'Video Codecs',
  audioCodecs: 'Audio Codecs',
  width: 'Width',
  height: 'Height',
  availWidth: 'Avail Width',
  availHeight: 'Avail Height',
  colorDepth: 'Color Depth',
  pixelDepth: 'Pixel Depth',
  orientation: 'Orientation',
  devicePixelRatio: 'Device Pixel Ratio',
  innerWidth: 'Inner Width',
  innerHeight: 'Inner Height',
  effectiveType: 'Effective Type',
  downlink: 'Downlink',
  rtt: 'RTT',
  saveData: 'Save Data',
};

describe('system info labels', () => {
  it('labels every key the page reads as people write it', () => {
    HTMLCanvasElement.prototype.getContext = () => null;
    const snapshot: Snapshot = readSnapshot(undefined);
    const keys = Object.values(snapshot).flatMap((group: Snapshot[keyof Snapshot]) => Object.keys(group));
    expect(keys.sort()).toEqual(Object.keys(LABELS).sort());
    expect(Object.fromEntries(keys.map((key) => [key, labelOf(key)]))).toEqual(LABELS);
  });
});
