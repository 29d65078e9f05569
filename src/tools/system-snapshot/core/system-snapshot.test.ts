import { describe, expect, it } from 'vitest';
import { browserGroup, displayGroup, hardwareGroup, networkGroup } from '.';

describe('groups', () => {
  it('keeps the browser’s values raw, missing ones as undefined', () => {
    expect(networkGroup(undefined)).toEqual({
      effectiveType: undefined,
      downlink: undefined,
      rtt: undefined,
      saveData: undefined,
    });
    expect(hardwareGroup({ hardwareConcurrency: 8, maxTouchPoints: 0 })).toEqual({
      hardwareConcurrency: 8,
      deviceMemory: undefined,
      maxTouchPoints: 0,
      pdfViewerEnabled: undefined,
      webdriver: undefined,
    });
    expect(browserGroup({ plugins: [{ name: 'PDF Viewer' }], doNotTrack: null })).toMatchObject({
      plugins: ['PDF Viewer'],
      doNotTrack: null,
    });
  });

  it('says the orientation with its angle', () => {
    const screen = { width: 1920, height: 1080, availWidth: 1920, availHeight: 1040, colorDepth: 24, pixelDepth: 24 };
    const win = { devicePixelRatio: 2, innerWidth: 1280, innerHeight: 720 };
    expect(displayGroup({ ...screen, orientation: { type: 'landscape-primary', angle: 90 } }, win).orientation).toBe(
      'landscape-primary (90°)',
    );
    expect(displayGroup(screen, win).orientation).toBeUndefined();
  });
});
