import type { PngLevel } from './png-levels';

/**
 * Recompresses a PNG losslessly with oxipng (Rust, compiled to WebAssembly, from @jsquash/oxipng). oxipng
 * keeps the input when it cannot make it smaller, so the result is never larger. The single-threaded build
 * is imported directly: the package's entry would pick its multithreaded one in a worker, which needs
 * SharedArrayBuffer (cross-origin isolation, which the site does not have) and spawns workers of its own.
 */
export async function optimisePng(png: Uint8Array, level: PngLevel): Promise<Uint8Array> {
  if (level === 0) return png;
  const { default: init, optimise } = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js');
  await init(); // loads the .wasm once; later calls return at once
  // Alpha stays exactly as it was (optimize_alpha would change the colour of fully transparent pixels).
  return optimise(png, level, false, false);
}
