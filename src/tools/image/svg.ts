import {
  imageFault,
  loadFailedError,
  requireDecodableSize,
  targetSize,
  type Dimensions,
  type ResizeRequest,
} from '../../core/shared/image';
import { SVG_TEXTS } from './words';
import { drawableSvg, readSvgMarkup, type SvgMarkup } from '../../core/shared/image/svg-markup';

/**
 * SVG input. A worker has no SVG renderer (createImageBitmap cannot decode SVG there), so an SVG is drawn
 * here, on the page, through an <img>: an SVG shown as an image runs no script and loads nothing from
 * anywhere. It is drawn at its own size, or straight at the resize's size (sharp, as vectors are), into an
 * ImageBitmap that moves to the worker, which encodes it like any other image. Only reading the SVG's text runs
 * on the page's thread, hence a limit on the file's size. The text is never parsed into a DOM on the page, where
 * the page's policy would report its event attributes and <style> as violations (see svg-markup.ts).
 */

/** Parsing is on the page's thread: a bigger SVG would block it for long. */
export const SVG_MAX_MB = 10;

/** With neither width and height nor a viewBox, an SVG has the size CSS gives any replaced element. */
const DEFAULT_SIZE: Dimensions = { width: 300, height: 150 };

/**
 * A viewBox alone gives proportions, not a size in pixels (its units are the drawing's own, often huge):
 * its size is taken, scaled down to this on its longer side. Resize draws it at any other size.
 */
export const VIEWBOX_MAX_SIDE = 4096;

const fitViewBox = (width: number, height: number): Dimensions => {
  const scale = Math.min(1, VIEWBOX_MAX_SIDE / Math.max(width, height));
  return { width: width * scale, height: height * scale };
};

export const isSvg = (file: File) => file.type.toLowerCase() === 'image/svg+xml' || /\.svg$/i.test(file.name);

const svgTooLargeError = (bytes: number) => imageFault('svgTooLarge', { bytes, limit: SVG_MAX_MB });

/** The SVG's text, read (its root's attributes, and the markup without foreignObject). */
async function read(file: File): Promise<SvgMarkup> {
  if (file.size > SVG_MAX_MB * 1024 * 1024) throw svgTooLargeError(file.size);
  return readSvgMarkup(await file.text());
}

/** A length in pixels from a width or height attribute ('120', '120px'); null for percentages and the like. */
const pixels = (value: string | undefined) => {
  const match = value?.trim().match(/^(\d*\.?\d+)(px)?$/);
  return match ? Number(match[1]) : null;
};

/** The SVG's own size: its width and height (with one: the other from the viewBox's ratio), else its viewBox's. */
export function intrinsicSize(attributes: ReadonlyMap<string, string>): Dimensions {
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  const box = (attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const ratio = box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : null;
  const size =
    width && height
      ? { width, height }
      : width && ratio
        ? { width, height: width / ratio }
        : height && ratio
          ? { width: height * ratio, height }
          : ratio
            ? fitViewBox(box[2], box[3])
            : DEFAULT_SIZE;
  return { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
}

/** The SVG's own size, for the page to show before converting. */
export async function svgSize(file: File): Promise<Dimensions> {
  return intrinsicSize((await read(file)).rootAttributes);
}

/** Loads the SVG, sized to exactly `size`, as an image (stretched when the resize does not keep its proportions). */
async function loadAt(svg: SvgMarkup, size: Dimensions, stretch: boolean): Promise<HTMLImageElement> {
  const markup = drawableSvg(svg, {
    width: String(size.width),
    height: String(size.height),
    ...(stretch ? { preserveAspectRatio: 'none' } : {}),
  });
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw loadFailedError();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Refuses, in words, a drawing the browser has tainted: its pixels cannot be read, so the worker could not encode
 * it (it could not even receive it). foreignObject is left out for this reason; this catches anything else.
 */
function requireReadable(bitmap: ImageBitmap): void {
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  try {
    context?.drawImage(bitmap, 0, 0);
    context?.getImageData(0, 0, 1, 1);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'SecurityError') {
      bitmap.close();
      throw imageFault('svgUnreadable');
    }
  }
}

export interface RasterisedSvg {
  bitmap: ImageBitmap;
  /** What the conversion left out, for the page to say (foreignObject's HTML). */
  notice: string | null;
}

/**
 * Draws the SVG at its own size, or at the resize's. Refused, before anything is drawn, beyond the
 * converter's megapixel limit (the same as for any image). createImageBitmap draws it off the page's main
 * thread (measured: a 4,096-pixel square SVG drawn on a canvas here blocked the page for 350 ms; this, not at all).
 */
export async function rasteriseSvg(file: File, resize: ResizeRequest | null): Promise<RasterisedSvg> {
  const svg = await read(file);
  const size = targetSize(intrinsicSize(svg.rootAttributes), resize);
  requireDecodableSize(size.width, size.height);
  const image = await loadAt(svg, size, !!resize && !resize.keepAspect);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height });
  } catch {
    throw loadFailedError();
  }
  requireReadable(bitmap);
  return { bitmap, notice: svg.embedsHtml ? SVG_TEXTS.withoutHtml : null };
}
