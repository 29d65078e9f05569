import { describe, expect, it } from 'vitest';
import { formatFps, webcamSummary } from './reading';

describe('frame rate', () => {
  it('formats whole and fractional rates', () => {
    expect(formatFps(30)).toBe('30 fps');
    expect(formatFps(29.84)).toBe('29.8 fps');
  });
});

describe('summary', () => {
  it('says size, rate and camera', () => {
    expect(webcamSummary({ width: 640, height: 480 }, 30, 'FaceTime HD Camera')).toBe(
      '640×480 at 30 fps, FaceTime HD Camera',
    );
    expect(webcamSummary({ width: 1280, height: 720 }, null, '')).toBe('1280×720');
    expect(webcamSummary(null, 30, 'x')).toBeNull();
  });
});
