/**
 * Which GPU a WebGL context runs on: the vendor and renderer it reports, and the unmasked ones that the
 * WEBGL_debug_renderer_info extension gives where the browser exposes it. Read by System Info (one line) and
 * GPU Info (in full). Pure: it takes the parts of a context it reads, so it is tested with a stand-in.
 */

/** The parts of a WebGL(2)RenderingContext read here and by GPU Info. */
export interface GlLike {
  getParameter(pname: number): unknown;
  getExtension(name: string): unknown;
  getSupportedExtensions(): string[] | null;
  readonly VENDOR: number;
  readonly RENDERER: number;
}

export interface GlRenderer {
  vendor: string | undefined;
  renderer: string | undefined;
  /** Undefined where the browser does not expose WEBGL_debug_renderer_info. */
  unmaskedVendor: string | undefined;
  unmaskedRenderer: string | undefined;
}

interface DebugRendererInfo {
  UNMASKED_VENDOR_WEBGL: number;
  UNMASKED_RENDERER_WEBGL: number;
}

/** A parameter as text; undefined where reading it throws or gives nothing. */
export function glText(gl: GlLike, pname: number | undefined): string | undefined {
  if (pname === undefined) return undefined;
  try {
    const value = gl.getParameter(pname);
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    return plain && value !== '' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

function debugInfo(gl: GlLike): DebugRendererInfo | undefined {
  try {
    return (gl.getExtension('WEBGL_debug_renderer_info') as DebugRendererInfo | null) ?? undefined;
  } catch {
    return undefined;
  }
}

export function glRenderer(gl: GlLike): GlRenderer {
  const debug = debugInfo(gl);
  return {
    vendor: glText(gl, gl.VENDOR),
    renderer: glText(gl, gl.RENDERER),
    unmaskedVendor: glText(gl, debug?.UNMASKED_VENDOR_WEBGL),
    unmaskedRenderer: glText(gl, debug?.UNMASKED_RENDERER_WEBGL),
  };
}
