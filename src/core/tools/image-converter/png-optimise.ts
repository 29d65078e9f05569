/** oxipng's levels: 1 is quick, 6 tries the most filter and compression combinations. 0 here means off. */
export const PNG_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
export type PngLevel = (typeof PNG_LEVELS)[number];
/**
 * Level 1: on a 12 MP photo it halves the png crate's output in about 7 s (measured under load); level 2, oxipng's own
 * default, saves 5 % more in 3.5 times as long, and 3 another 2 % in twice that again.
 */
export const PNG_LEVEL_DEFAULT: PngLevel = 1;

export const isPngLevel = (value: unknown): value is PngLevel => PNG_LEVELS.includes(value as PngLevel);

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
