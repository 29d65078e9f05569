import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adapterLimits, limitValue, readWebGl, readWebGpu, type GlLike } from './core';
import { describeRows, gpuJson, gpuSummary, valueText } from './describe';
import { glRenderer } from '../../core/shared/webgl-renderer';

/** A context's rows as shown. */
const shown = (gl: GlLike, webgl2: boolean) => ({
  ...readWebGl(gl, webgl2),
  rows: describeRows(readWebGl(gl, webgl2)),
});

/** A WebGL context stand-in: each constant is a number, each parameter's value is looked up by that number. */
function fakeGl(values: Record<string, unknown>, options: { debug?: boolean; extensions?: string[] } = {}): GlLike {
  const names = [...Object.keys(values), 'VENDOR', 'RENDERER'];
  const constants = Object.fromEntries(names.map((name, i) => [name, 0x1000 + i]));
  const byNumber = new Map(names.map((name) => [constants[name], values[name]]));
  const debug = { UNMASKED_VENDOR_WEBGL: 0x9245, UNMASKED_RENDERER_WEBGL: 0x9246 };
  byNumber.set(0x9245, 'NVIDIA Corporation');
  byNumber.set(0x9246, 'NVIDIA GeForce RTX 4070/PCIe/SSE2');
  return {
    ...constants,
    VENDOR: constants.VENDOR,
    RENDERER: constants.RENDERER,
    getParameter: (p: number) => byNumber.get(p) ?? null,
    getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' && options.debug ? debug : null),
    getSupportedExtensions: () => options.extensions ?? [],
  };
}

const WEBGL1 = {
  VENDOR: 'WebKit',
  RENDERER: 'WebKit WebGL',
  VERSION: 'WebGL 1.0',
  SHADING_LANGUAGE_VERSION: 'WebGL GLSL ES 1.0',
  MAX_TEXTURE_SIZE: 16384,
  MAX_VIEWPORT_DIMS: new Int32Array([32767, 32767]),
  ALIASED_LINE_WIDTH_RANGE: new Float32Array([1, 1]),
  ALIASED_POINT_SIZE_RANGE: new Float32Array([1, 1024]),
};

const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('WebGL', () => {
  it('reads the unmasked vendor and renderer where the browser exposes them', () => {
    const { rows } = shown(fakeGl(WEBGL1, { debug: true }), false);
    expect(value(rows, 'Renderer')).toBe('WebKit WebGL');
    expect(value(rows, 'Unmasked vendor')).toBe('NVIDIA Corporation');
    expect(value(rows, 'Unmasked renderer')).toBe('NVIDIA GeForce RTX 4070/PCIe/SSE2');
  });

  it('says so where it does not', () => {
    const { rows } = shown(fakeGl(WEBGL1), false);
    expect(value(rows, 'Unmasked renderer')).toBe('Not exposed by this browser');
    expect(glRenderer(fakeGl(WEBGL1))).toEqual({
      vendor: 'WebKit',
      renderer: 'WebKit WebGL',
      unmaskedVendor: undefined,
      unmaskedRenderer: undefined,
    });
  });

  it('reads sizes, ranges and counts, N/A where a limit is missing, and sorts the extensions', () => {
    const info = shown(fakeGl(WEBGL1, { extensions: ['WEBGL_lose_context', 'ANGLE_instanced_arrays'] }), false);
    expect(value(info.rows, 'Version')).toBe('WebGL 1.0');
    expect(value(info.rows, 'Shading language')).toBe('WebGL GLSL ES 1.0');
    expect(value(info.rows, 'Max texture size')).toBe('16384');
    expect(value(info.rows, 'Max viewport dimensions')).toBe('32767 × 32767');
    expect(value(info.rows, 'Point size range')).toBe('1 – 1024');
    expect(value(info.rows, 'Max renderbuffer size')).toBe('N/A');
    expect(value(info.rows, 'Max anisotropy')).toBe('N/A');
    expect(value(info.rows, 'Max 3D texture size')).toBeUndefined();
    expect(info.list).toEqual(['ANGLE_instanced_arrays', 'WEBGL_lose_context']);
  });

  it('adds the WebGL2 limits for a WebGL2 context', () => {
    const { rows } = shown(fakeGl({ ...WEBGL1, MAX_3D_TEXTURE_SIZE: 2048, MAX_SAMPLES: 4 }), true);
    expect(value(rows, 'Max 3D texture size')).toBe('2048');
    expect(value(rows, 'Max samples (MSAA)')).toBe('4');
  });

  it('never throws and never shows an empty value, whatever the context returns or throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (returned, throws) => {
        const gl = fakeGl(WEBGL1, { debug: true });
        gl.getParameter = () => {
          if (throws) throw new Error('context lost');
          return returned;
        };
        for (const row of shown(gl, true).rows) expect(row.value.length).toBeGreaterThan(0);
      }),
      // An object whose toString is not a function (found by a CI run): no string of its own, so N/A.
      { numRuns: 100, examples: [[{ toString: false }, false]] },
    );
    expect(valueText(limitValue(new Float32Array([1]), 'range'))).toBe('N/A');
    expect(valueText(limitValue({ length: 2 }, 'size'))).toBe('N/A');
  });
});

describe('WebGPU', () => {
  /** GPUSupportedLimits keeps its values as enumerable getters on its prototype. */
  function fakeLimits(values: Record<string, number>): object {
    const proto = {};
    for (const [key, v] of Object.entries(values))
      Object.defineProperty(proto, key, { get: () => v, enumerable: true });
    return Object.create(proto) as object;
  }

  it('reads the adapter info, its limits (from the prototype, sorted) and features', () => {
    const info = readWebGpu({
      info: { vendor: 'nvidia', architecture: 'ada', device: '', description: '' },
      limits: fakeLimits({ maxTextureDimension2D: 16384, maxBindGroups: 4 }),
      features: new Set(['timestamp-query', 'depth-clip-control']),
      isFallbackAdapter: false,
    });
    expect(describeRows(info)).toEqual([
      { label: 'Vendor', value: 'nvidia' },
      { label: 'Architecture', value: 'ada' },
      { label: 'Device', value: 'N/A' },
      { label: 'Description', value: 'N/A' },
      { label: 'Software fallback adapter', value: 'No' },
    ]);
    expect(info.limits).toEqual([
      { label: 'maxBindGroups', value: '4' },
      { label: 'maxTextureDimension2D', value: '16384' },
    ]);
    expect(info.list).toEqual(['depth-clip-control', 'timestamp-query']);
    expect(adapterLimits({})).toEqual([]);
  });
});

describe('the report', () => {
  it('copies as JSON with each API by name, its note where it is missing', () => {
    const webgl = readWebGl(fakeGl(WEBGL1, { debug: true, extensions: ['OES_texture_float'] }), false);
    const report = { webgl, webgl2: 'noWebgl2' as const, webgpu: 'noWebgpu' as const };
    const json = JSON.parse(gpuJson(report)) as Record<string, Record<string, unknown> | string>;
    expect(Object.keys(json)).toEqual(['WebGL', 'WebGL2', 'WebGPU']);
    expect((json.WebGL as Record<string, unknown>)['Unmasked renderer']).toBe('NVIDIA GeForce RTX 4070/PCIe/SSE2');
    expect((json.WebGL as Record<string, unknown>).Extensions).toEqual(['OES_texture_float']);
    expect(json.WebGL2).toBe('WebGL2 is not available in this browser or on this GPU.');
    expect(json.WebGPU).toBe('WebGPU is not available in this browser (it needs a recent browser, and a secure page).');
    expect(gpuSummary(report)).toBe('NVIDIA GeForce RTX 4070/PCIe/SSE2; WebGL2 no, WebGPU no');
    expect(gpuSummary({ ...report, webgl: 'noWebgl' })).toBe('No WebGL');
  });
});
