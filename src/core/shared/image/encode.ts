import { formatInfo, type OutputFormat } from './formats';
import { normaliseQuality, type ConvertOptions } from './options';
import { flattenOnto, parseBackground, type RgbaImage } from './pixels';

type Encoder = (image: RgbaImage, options: ConvertOptions) => Promise<ArrayBuffer | Uint8Array>;

/**
 * The real encoders, each loaded on first use and kept (a module is imported once per worker, so its
 * WebAssembly compiles once): MozJPEG, libwebp, the Rust png crate then oxipng, libavif (all from jSquash), gifenc.
 */
const ENCODERS: Record<OutputFormat, Encoder> = {
  async jpeg(image, { quality, background }) {
    const { default: encode } = await import('@jsquash/jpeg/encode.js');
    const flat = flattenOnto(image, parseBackground(background));
    return encode(toImageData(flat), { quality: normaliseQuality(quality) });
  },
  async png(image, { pngLevel }) {
    const { default: encode } = await import('@jsquash/png/encode.js');
    const png = new Uint8Array(await encode(toImageData(image)));
    const { optimisePng } = await import('./png-optimise');
    return optimisePng(png, pngLevel);
  },
  async webp(image, { quality, lossless }) {
    const { default: encode } = await import('@jsquash/webp/encode.js');
    // Lossless WebP reads quality as effort; 75 with method 4 is cwebp's default trade-off.
    return encode(toImageData(image), lossless ? { lossless: 1, quality: 75 } : { quality: normaliseQuality(quality) });
  },
  async gif(image) {
    const { encodeGif } = await import('./gif');
    return encodeGif(image);
  },
  async avif(image, { quality }) {
    const { default: encode } = await import('@jsquash/avif/encode.js');
    // Speed 8 keeps a 24-megapixel encode to tens of seconds in one thread; the quality scale is libavif's.
    return encode(toImageData(image), { quality: normaliseQuality(quality), speed: 8 });
  },
};

/** jSquash types its input as the DOM's ImageData, which it only reads width, height and data from. */
const toImageData = (image: RgbaImage) => image as unknown as ImageData;

export interface Encoded {
  bytes: Uint8Array;
  mime: string;
}

/** Encodes RGBA pixels in the chosen format. The pixels may be changed (JPEG flattens them onto the background). */
export async function encodeImage(image: RgbaImage, options: ConvertOptions): Promise<Encoded> {
  const output = await ENCODERS[options.format](image, options);
  const bytes = output instanceof Uint8Array ? output : new Uint8Array(output);
  return { bytes, mime: formatInfo(options.format).mime };
}
