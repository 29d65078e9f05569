/**
 * jSquash fetches its WebAssembly by URL, which works in a browser but not in Node: unit tests compile each
 * codec's .wasm from node_modules and hand it to the codec's `init` once, as a worker's first use would.
 */
import { readFile } from 'node:fs/promises';

const root = new URL('../../node_modules/@jsquash/', import.meta.url);
const compile = async (path: string) => WebAssembly.compile(await readFile(new URL(path, root)));

type Init = (module: WebAssembly.Module) => unknown;

let ready: Promise<void> | undefined;

async function initAll(): Promise<void> {
  const pairs: [Promise<{ init: unknown }>, string][] = [
    [import('@jsquash/jpeg/encode.js'), 'jpeg/codec/enc/mozjpeg_enc.wasm'],
    [import('@jsquash/jpeg/decode.js'), 'jpeg/codec/dec/mozjpeg_dec.wasm'],
    [import('@jsquash/png/encode.js'), 'png/codec/pkg/squoosh_png_bg.wasm'],
    [import('@jsquash/png/decode.js'), 'png/codec/pkg/squoosh_png_bg.wasm'],
    // Node has WebAssembly SIMD, so jSquash picks its SIMD build of libwebp.
    [import('@jsquash/webp/encode.js'), 'webp/codec/enc/webp_enc_simd.wasm'],
    [import('@jsquash/webp/decode.js'), 'webp/codec/dec/webp_dec.wasm'],
    [import('@jsquash/avif/encode.js'), 'avif/codec/enc/avif_enc.wasm'],
    [import('@jsquash/avif/decode.js'), 'avif/codec/dec/avif_dec.wasm'],
    [
      import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js').then((m) => ({ init: m.default })),
      'oxipng/codec/pkg/squoosh_oxipng_bg.wasm',
    ],
    [import('@jsquash/resize').then((m) => ({ init: m.initResize })), 'resize/lib/resize/pkg/squoosh_resize_bg.wasm'],
  ];
  await Promise.all(pairs.map(async ([codec, wasm]) => ((await codec).init as Init)(await compile(wasm))));
}

export function initNodeCodecs(): Promise<void> {
  ready ??= initAll();
  return ready;
}
