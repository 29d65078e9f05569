import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserGroup, displayGroup, hardwareGroup, networkGroup } from './core';
import { checkupSummary, describeGroup, displayValue, labelOf, toJson } from './describe';

describe('labels and values (spec section 3)', () => {
  it('spaces and capitalises keys', () => {
    expect(labelOf('userAgent')).toBe('User Agent');
    expect(labelOf('devicePixelRatio')).toBe('Device Pixel Ratio');
    expect(labelOf('rtt')).toBe('RTT');
    expect(labelOf('pdfViewerEnabled')).toBe('PDF Viewer Enabled');
    expect(labelOf('webGpu')).toBe('WebGPU');
    expect(labelOf('cookiesEnabled')).toBe('Cookies Enabled');
  });

  it("shows empty lists as 'None' and missing values as 'N/A'", () => {
    expect(displayValue([])).toBe('None');
    expect(displayValue(['PDF Viewer', 'Chrome PDF Viewer'])).toBe('PDF Viewer, Chrome PDF Viewer');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue('')).toBe('N/A');
    expect(displayValue(false)).toBe('false');
    expect(displayValue(0)).toBe('0');
  });

  it('never shows an empty value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string())), (v) => {
        expect(displayValue(v).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('groups', () => {
  it('reads the browser fields in order', () => {
    const group = browserGroup({
      userAgent: 'UA',
      appName: 'Netscape',
      appVersion: '5.0',
      platform: 'Linux x86_64',
      language: 'en-GB',
      cookieEnabled: true,
      doNotTrack: null,
      onLine: true,
      plugins: [],
      vendor: 'Google Inc.',
    });
    expect(describeGroup(group)).toEqual([
      { label: 'User Agent', value: 'UA' },
      { label: 'App Name', value: 'Netscape' },
      { label: 'App Version', value: '5.0' },
      { label: 'Platform', value: 'Linux x86_64' },
      { label: 'Language', value: 'en-GB' },
      { label: 'Cookies Enabled', value: 'true' },
      { label: 'Do Not Track', value: 'N/A' },
      { label: 'Online', value: 'true' },
      { label: 'Plugins', value: 'None' },
      { label: 'Vendor', value: 'Google Inc.' },
    ]);
  });

  it("gives 'N/A' for every network value where the API is missing", () => {
    expect(describeGroup(networkGroup(undefined)).map((r) => r.value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
    expect(describeGroup(networkGroup({ effectiveType: '4g', downlink: 10, rtt: 50, saveData: false }))).toEqual([
      { label: 'Effective Type', value: '4g' },
      { label: 'Downlink', value: '10' },
      { label: 'RTT', value: '50' },
      { label: 'Save Data', value: 'false' },
    ]);
  });

  it('reads the display and hardware fields', () => {
    const screen = { width: 1920, height: 1080, availWidth: 1920, availHeight: 1040, colorDepth: 24, pixelDepth: 24 };
    const display = displayGroup(
      { ...screen, orientation: { type: 'landscape-primary', angle: 0 } },
      { devicePixelRatio: 2, innerWidth: 1280, innerHeight: 720 },
    );
    expect(display.orientation).toBe('landscape-primary (0°)');
    expect(Object.keys(display)).toEqual([
      'width',
      'height',
      'availWidth',
      'availHeight',
      'colorDepth',
      'pixelDepth',
      'orientation',
      'devicePixelRatio',
      'innerWidth',
      'innerHeight',
    ]);
    expect(describeGroup(hardwareGroup({ hardwareConcurrency: 8, maxTouchPoints: 0 }))).toEqual([
      { label: 'Hardware Concurrency', value: '8' },
      { label: 'Device Memory', value: 'N/A' },
      { label: 'Max Touch Points', value: '0' },
      { label: 'PDF Viewer Enabled', value: 'N/A' },
      { label: 'WebDriver', value: 'N/A' },
    ]);
  });

  it('writes every group as labelled JSON', () => {
    expect(JSON.parse(toJson({ Network: networkGroup({ rtt: 50 }) }))).toEqual({
      Network: { 'Effective Type': 'N/A', Downlink: 'N/A', RTT: '50', 'Save Data': 'N/A' },
    });
  });
});

describe('checkupSummary', () => {
  it('gives the check-up report one line: platform, cores, screen and graphics, unknown where missing', () => {
    expect(
      checkupSummary({
        System: { hardwareConcurrency: 8, gpuRenderer: 'ANGLE (Intel UHD 620)' },
        Browser: { platform: 'Linux x86_64' },
        Display: { width: 1920, height: 1080, devicePixelRatio: 1.25 },
      }),
    ).toBe('Linux x86_64, 8 logical cores, screen 1920×1080 at 1.25x, ANGLE (Intel UHD 620)');
    expect(checkupSummary({ System: {}, Browser: { platform: '' }, Display: {} })).toBe(
      'unknown, unknown logical cores, screen unknown×unknown at unknownx, unknown',
    );
  });
});
