/**
 * GPU Info: what WebGL, WebGL2 and WebGPU report about the GPU, as rows of raw values by key (../describe.ts
 * words them). Pure: it takes the parts of a context or adapter it reads (stand-ins in the tests); the view makes them.
 */
import { glRenderer, glText, type GlLike } from '../../../core/shared/webgl-renderer';

export type { GlLike } from '../../../core/shared/webgl-renderer';

export interface InfoRow {
  label: string;
  value: string;
}

/**
 * A reading as the browser gave it: text, a count or a yes/no; a size or a range of two numbers; `notExposed`
 * where the browser hides the unmasked names; undefined where it reports nothing.
 */
export type GpuValue =
  | string
  | number
  | boolean
  | undefined
  | { size: readonly [number, number] }
  | { range: readonly [number, number] }
  | { notExposed: true };

export interface GpuRow {
  key: RowKey;
  value: GpuValue;
}

/** One API's findings: rows by key and a list (WebGL's extensions, WebGPU's features), plus WebGPU's limits. */
export interface ApiInfo {
  rows: GpuRow[];
  list: string[];
  /** WebGPU's limits by their API names (data, as the spec names them). */
  limits?: InfoRow[];
}

type Kind = 'count' | 'size' | 'range';
export type LimitName = (typeof WEBGL_LIMITS)[number][0] | (typeof WEBGL2_LIMITS)[number][0];
export type RowKey =
  | 'vendor'
  | 'renderer'
  | 'unmaskedVendor'
  | 'unmaskedRenderer'
  | 'version'
  | 'shadingLanguage'
  | LimitName
  | 'maxAnisotropy'
  | 'adapterVendor'
  | 'architecture'
  | 'device'
  | 'description'
  | 'fallback';

/** The limits read in WebGL and WebGL2, with how each value reads (a 2-number size or range, or a count). */
const WEBGL_LIMITS = [
  ['MAX_TEXTURE_SIZE', 'count'],
  ['MAX_CUBE_MAP_TEXTURE_SIZE', 'count'],
  ['MAX_RENDERBUFFER_SIZE', 'count'],
  ['MAX_VIEWPORT_DIMS', 'size'],
  ['MAX_VERTEX_ATTRIBS', 'count'],
  ['MAX_VERTEX_UNIFORM_VECTORS', 'count'],
  ['MAX_FRAGMENT_UNIFORM_VECTORS', 'count'],
  ['MAX_VARYING_VECTORS', 'count'],
  ['MAX_TEXTURE_IMAGE_UNITS', 'count'],
  ['MAX_VERTEX_TEXTURE_IMAGE_UNITS', 'count'],
  ['MAX_COMBINED_TEXTURE_IMAGE_UNITS', 'count'],
  ['ALIASED_LINE_WIDTH_RANGE', 'range'],
  ['ALIASED_POINT_SIZE_RANGE', 'range'],
] as const satisfies readonly (readonly [string, Kind])[];

/** What WebGL2 adds. */
const WEBGL2_LIMITS = [
  ['MAX_3D_TEXTURE_SIZE', 'count'],
  ['MAX_ARRAY_TEXTURE_LAYERS', 'count'],
  ['MAX_DRAW_BUFFERS', 'count'],
  ['MAX_COLOR_ATTACHMENTS', 'count'],
  ['MAX_SAMPLES', 'count'],
  ['MAX_UNIFORM_BUFFER_BINDINGS', 'count'],
  ['MAX_UNIFORM_BLOCK_SIZE', 'count'],
] as const satisfies readonly (readonly [string, Kind])[];

/** A parameter's value as its kind reads: a count, or two numbers as a size or range; undefined if missing. */
export function limitValue(value: unknown, kind: Kind): GpuValue {
  if (typeof value === 'number') return kind === 'count' && Number.isFinite(value) ? value : undefined;
  if (kind === 'count' || typeof value !== 'object' || value === null || !('length' in value)) return undefined;
  const [a, b] = Array.from(value as ArrayLike<unknown>);
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  return kind === 'size' ? { size: [a, b] } : { range: [a, b] };
}

/** The context's number for a parameter's name (a constant on the context), where it has one. */
function pnameOf(gl: GlLike, name: string): number | undefined {
  const pname = (gl as unknown as Record<string, unknown>)[name];
  return typeof pname === 'number' ? pname : undefined;
}

function readParameter(gl: GlLike, name: string): unknown {
  const pname = pnameOf(gl, name);
  if (pname === undefined) return undefined;
  try {
    return gl.getParameter(pname);
  } catch {
    return undefined;
  }
}

/** EXT_texture_filter_anisotropic's maximum, where the extension exists. */
function maxAnisotropy(gl: GlLike): string | undefined {
  try {
    const ext = gl.getExtension('EXT_texture_filter_anisotropic') as { MAX_TEXTURE_MAX_ANISOTROPY_EXT: number } | null;
    return ext ? glText(gl, ext.MAX_TEXTURE_MAX_ANISOTROPY_EXT) : undefined;
  } catch {
    return undefined;
  }
}

function extensionsOf(gl: GlLike): string[] {
  try {
    return [...(gl.getSupportedExtensions() ?? [])].sort();
  } catch {
    return [];
  }
}

/** A WebGL or WebGL2 context's renderer, versions, limits and extensions. */
export function readWebGl(gl: GlLike, webgl2: boolean): ApiInfo {
  const names = glRenderer(gl);
  const unmasked = (value: string | undefined): GpuValue => value ?? { notExposed: true };
  const limits: readonly (readonly [LimitName, Kind])[] = webgl2 ? [...WEBGL_LIMITS, ...WEBGL2_LIMITS] : WEBGL_LIMITS;
  return {
    rows: [
      { key: 'vendor', value: names.vendor },
      { key: 'renderer', value: names.renderer },
      { key: 'unmaskedVendor', value: unmasked(names.unmaskedVendor) },
      { key: 'unmaskedRenderer', value: unmasked(names.unmaskedRenderer) },
      { key: 'version', value: glText(gl, pnameOf(gl, 'VERSION')) },
      { key: 'shadingLanguage', value: glText(gl, pnameOf(gl, 'SHADING_LANGUAGE_VERSION')) },
      ...limits.map(([name, kind]) => ({ key: name, value: limitValue(readParameter(gl, name), kind) })),
      { key: 'maxAnisotropy', value: maxAnisotropy(gl) },
    ],
    list: extensionsOf(gl),
  };
}

/** The parts of a GPUAdapter read here (adapter.info; older browsers give it through requestAdapterInfo()). */
export interface AdapterLike {
  info?: { vendor?: string; architecture?: string; device?: string; description?: string };
  limits: object;
  features: Iterable<string>;
  isFallbackAdapter?: boolean;
}

/** Every limit a GPUSupportedLimits has (its attributes live on the prototype, so for-in finds them). */
export function adapterLimits(limits: object): InfoRow[] {
  const rows: InfoRow[] = [];
  for (const key in limits) {
    const value = (limits as Record<string, unknown>)[key];
    if (typeof value === 'number') rows.push({ label: key, value: String(value) });
  }
  return rows.sort((a, b) => a.label.localeCompare(b.label));
}

export function readWebGpu(adapter: AdapterLike): ApiInfo {
  const info = adapter.info ?? {};
  const rows: GpuRow[] = [
    { key: 'adapterVendor', value: info.vendor },
    { key: 'architecture', value: info.architecture },
    { key: 'device', value: info.device },
    { key: 'description', value: info.description },
  ];
  if (adapter.isFallbackAdapter !== undefined) rows.push({ key: 'fallback', value: adapter.isFallbackAdapter });
  return { rows, list: [...adapter.features].sort(), limits: adapterLimits(adapter.limits) };
}

/** Why an API has no findings: WebGL or WebGL2 off, no WebGPU, or WebGPU without an adapter. */
export type GpuMissing = 'noWebgl' | 'noWebgl2' | 'noWebgpu' | 'noAdapter';

/** Each API's findings, or why there are none. */
export interface GpuReport {
  webgl: ApiInfo | GpuMissing;
  webgl2: ApiInfo | GpuMissing;
  webgpu: ApiInfo | GpuMissing;
}
