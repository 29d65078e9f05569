import { describe, expect, it } from 'vitest';
import { limitValue, readWebGpu } from '.';

describe('GPU readings', () => {
  it('reads limits as counts, sizes and ranges, undefined where missing', () => {
    expect(limitValue(16384, 'count')).toBe(16384);
    expect(limitValue(Number.NaN, 'count')).toBeUndefined();
    expect(limitValue(new Int32Array([32767, 32767]), 'size')).toEqual({ size: [32767, 32767] });
    expect(limitValue(new Float32Array([1, 1024]), 'range')).toEqual({ range: [1, 1024] });
    expect(limitValue(new Float32Array([1]), 'range')).toBeUndefined();
    expect(limitValue(4, 'size')).toBeUndefined();
  });

  it('keeps the adapter’s values raw, by key', () => {
    const info = readWebGpu({ info: { vendor: 'nvidia' }, limits: {}, features: [], isFallbackAdapter: true });
    expect(info.rows).toEqual([
      { key: 'adapterVendor', value: 'nvidia' },
      { key: 'architecture', value: undefined },
      { key: 'device', value: undefined },
      { key: 'description', value: undefined },
      { key: 'fallback', value: true },
    ]);
  });
});
