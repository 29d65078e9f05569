/**
 * GPU Info: what WebGL, WebGL2 and WebGPU report about the GPU, shaped into labelled rows and a JSON copy.
 * Pure: it takes the parts of a context or adapter it reads (stand-ins in the tests); the view makes them.
 */
import { displayValue } from '../../system-snapshot/describe';
import { glRenderer, glText, type GlLike } from '../../../core/shared/webgl-renderer';
import { GPU_INFO_TEXTS as T } from '../words';

export type { GlLike } from '../../../core/shared/webgl-renderer';

export interface InfoRow {
  label: string;
  value: string;
}

/** One API's findings: labelled rows and a list (WebGL's extensions, WebGPU's features), plus WebGPU's limits. */
export interface ApiInfo {
  rows: InfoRow[];
  list: string[];
  limits?: InfoRow[];
}

type Kind = 'count' | 'size' | 'range';
type LimitName = Exclude<keyof typeof T.labels, 'vendor' | 'renderer'> & Uppercase<string>;

/** The limits read in WebGL and WebGL2, with how each value reads (a 2-number size or range, or a count). */
const WEBGL_LIMITS: readonly (readonly [LimitName, Kind])[] = [
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
];

/** What WebGL2 adds. */
const WEBGL2_LIMITS: readonly (readonly [LimitName, Kind])[] = [
  ['MAX_3D_TEXTURE_SIZE', 'count'],
  ['MAX_ARRAY_TEXTURE_LAYERS', 'count'],
  ['MAX_DRAW_BUFFERS', 'count'],
  ['MAX_COLOR_ATTACHMENTS', 'count'],
  ['MAX_SAMPLES', 'count'],
  ['MAX_UNIFORM_BUFFER_BINDINGS', 'count'],
  ['MAX_UNIFORM_BLOCK_SIZE', 'count'],
];

/** A parameter's value as text: sizes '16384 × 16384', ranges '1 – 1024', counts as they are; 'N/A' if missing. */
export function limitText(value: unknown, kind: Kind): string {
  if (typeof value === 'number') return kind === 'count' ? displayValue(value) : displayValue(undefined);
  if (kind === 'count' || typeof value !== 'object' || value === null || !('length' in value)) {
    return displayValue(undefined);
  }
  const [a, b] = Array.from(value as ArrayLike<unknown>);
  if (typeof a !== 'number' || typeof b !== 'number') return displayValue(undefined);
  return kind === 'size' ? `${a} × ${b}` : `${a} – ${b}`;
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
function maxAnisotropy(gl: GlLike): string {
  try {
    const ext = gl.getExtension('EXT_texture_filter_anisotropic') as { MAX_TEXTURE_MAX_ANISOTROPY_EXT: number } | null;
    return displayValue(ext ? glText(gl, ext.MAX_TEXTURE_MAX_ANISOTROPY_EXT) : undefined);
  } catch {
    return displayValue(undefined);
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
  const unmasked = (value: string | undefined) => value ?? T.notExposed;
  const limits = webgl2 ? [...WEBGL_LIMITS, ...WEBGL2_LIMITS] : WEBGL_LIMITS;
  return {
    rows: [
      { label: T.labels.vendor, value: displayValue(names.vendor) },
      { label: T.labels.renderer, value: displayValue(names.renderer) },
      { label: T.labels.unmaskedVendor, value: unmasked(names.unmaskedVendor) },
      { label: T.labels.unmaskedRenderer, value: unmasked(names.unmaskedRenderer) },
      { label: T.labels.version, value: displayValue(glText(gl, pnameOf(gl, 'VERSION'))) },
      { label: T.labels.shadingLanguage, value: displayValue(glText(gl, pnameOf(gl, 'SHADING_LANGUAGE_VERSION'))) },
      ...limits.map(([name, kind]) => ({ label: T.labels[name], value: limitText(readParameter(gl, name), kind) })),
      { label: T.labels.maxAnisotropy, value: maxAnisotropy(gl) },
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
  const rows: InfoRow[] = [
    { label: T.labels.adapterVendor, value: displayValue(info.vendor) },
    { label: T.labels.architecture, value: displayValue(info.architecture) },
    { label: T.labels.device, value: displayValue(info.device) },
    { label: T.labels.description, value: displayValue(info.description) },
  ];
  if (adapter.isFallbackAdapter !== undefined) {
    rows.push({ label: T.labels.fallback, value: adapter.isFallbackAdapter ? T.yes : T.no });
  }
  return { rows, list: [...adapter.features].sort(), limits: adapterLimits(adapter.limits) };
}

/** Each API's findings, or the note that says why there are none. */
export interface GpuReport {
  webgl: ApiInfo | string;
  webgl2: ApiInfo | string;
  webgpu: ApiInfo | string;
}

function apiJson(info: ApiInfo | string, listName: string): unknown {
  if (typeof info === 'string') return info;
  const rows = Object.fromEntries(info.rows.map((r) => [r.label, r.value]));
  const limits = info.limits && { [T.limits]: Object.fromEntries(info.limits.map((r) => [r.label, r.value])) };
  return { ...rows, ...limits, [listName]: info.list };
}

/** Everything shown, as JSON: each API's rows by label, its limits and its list, or its note. */
export function gpuJson(report: GpuReport): string {
  return JSON.stringify(
    {
      [T.webgl]: apiJson(report.webgl, 'Extensions'),
      [T.webgl2]: apiJson(report.webgl2, 'Extensions'),
      [T.webgpu]: apiJson(report.webgpu, 'Features'),
    },
    null,
    2,
  );
}

/** The check-up's line: the renderer (unmasked where exposed) and which of WebGL2 and WebGPU work. */
export function gpuSummary(report: GpuReport): string {
  if (typeof report.webgl === 'string') return T.summaryNoWebgl;
  const value = (label: string) => (report.webgl as ApiInfo).rows.find((r) => r.label === label)?.value;
  const unmasked = value(T.labels.unmaskedRenderer);
  const renderer = unmasked && unmasked !== T.notExposed ? unmasked : (value(T.labels.renderer) ?? '');
  return T.summary(renderer, typeof report.webgl2 !== 'string', typeof report.webgpu !== 'string');
}
