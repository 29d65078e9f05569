/** Reads WebGL, WebGL2 and WebGPU into the core's shapes; each context is released once read. */
import { readWebGl, readWebGpu, type AdapterLike, type ApiInfo, type GpuMissing, type GpuReport } from './core';

/** A throwaway context of one kind, read then lost (a page may hold only a few live contexts). */
function readContext(kind: 'webgl' | 'webgl2'): ApiInfo | null {
  try {
    const canvas = document.createElement('canvas');
    const gl = kind === 'webgl2' ? canvas.getContext('webgl2') : canvas.getContext('webgl');
    if (!gl) return null;
    const info = readWebGl(gl, kind === 'webgl2');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return info;
  } catch {
    return null;
  }
}

interface GpuLike {
  requestAdapter(): Promise<(AdapterLike & { requestAdapterInfo?: () => Promise<AdapterLike['info']> }) | null>;
}

async function readAdapter(): Promise<ApiInfo | GpuMissing> {
  const gpu = (navigator as Navigator & { gpu?: GpuLike }).gpu;
  if (!gpu) return 'noWebgpu';
  try {
    const adapter = await gpu.requestAdapter();
    if (!adapter) return 'noAdapter';
    const info = adapter.info ?? (await adapter.requestAdapterInfo?.());
    return readWebGpu({
      info,
      limits: adapter.limits,
      features: adapter.features,
      isFallbackAdapter: adapter.isFallbackAdapter,
    });
  } catch {
    return 'noAdapter';
  }
}

/** A new task: creating a context can block for tens of milliseconds, so each gets a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function readGpu(): Promise<GpuReport> {
  const webgl = readContext('webgl') ?? 'noWebgl';
  await nextTask();
  const webgl2 = readContext('webgl2') ?? 'noWebgl2';
  return { webgl, webgl2, webgpu: await readAdapter() };
}
