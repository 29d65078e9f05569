import {
  loadFailedError,
  requireDecodableSize,
  targetSize,
  type Dimensions,
  type ResizeRequest,
} from '../../../core/tools/image-converter';
import { ToolError } from '../../../core/shared/tool-error';
import { IMAGE_TEXTS } from '../../../core/tools/image-converter/messages';

/**
 * SVG input. A worker has no SVG renderer (createImageBitmap cannot decode SVG there), so an SVG is drawn
 * here, on the page, through an <img>: an SVG shown as an image runs no script and loads nothing from
 * anywhere. It is drawn at its own size, or straight at the resize's size (sharp, as vectors are), into an
 * ImageBitmap that moves to the worker, which encodes it like any other image. Only parsing the SVG's text runs
 * on the page's thread, hence a limit on the file's size.
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

function svgTooLargeError(bytes: number): ToolError {
  const mb = (bytes / 1024 / 1024).toFixed(1);
  return new ToolError(IMAGE_TEXTS.svgTooLarge, IMAGE_TEXTS.svgTooLargeDetail(mb, SVG_MAX_MB));
}

/** The root <svg> element, parsed (a parsed document is inert: nothing in it runs or loads). */
async function parse(file: File): Promise<SVGSVGElement> {
  if (file.size > SVG_MAX_MB * 1024 * 1024) throw svgTooLargeError(file.size);
  const doc = new DOMParser().parseFromString(await file.text(), 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || doc.querySelector('parsererror')) throw loadFailedError();
  return root as unknown as SVGSVGElement;
}

/** A length in pixels from a width or height attribute ('120', '120px'); null for percentages and the like. */
const pixels = (value: string | null) => {
  const match = value?.trim().match(/^(\d*\.?\d+)(px)?$/);
  return match ? Number(match[1]) : null;
};

/** The SVG's own size: its width and height (with one: the other from the viewBox's ratio), else its viewBox's. */
export function intrinsicSize(root: Element): Dimensions {
  const width = pixels(root.getAttribute('width'));
  const height = pixels(root.getAttribute('height'));
  const box = (root.getAttribute('viewBox') ?? '')
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
  return intrinsicSize(await parse(file));
}

/** Loads the SVG, sized to exactly `size`, as an image (stretched when the resize does not keep its proportions). */
async function loadAt(root: SVGSVGElement, size: Dimensions, stretch: boolean): Promise<HTMLImageElement> {
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  if (stretch) root.setAttribute('preserveAspectRatio', 'none');
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(root)], { type: 'image/svg+xml' }));
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
 * Draws the SVG at its own size, or at the resize's. Refused, before anything is drawn, beyond the
 * converter's megapixel limit (the same as for any image). createImageBitmap draws it off the page's main
 * thread (measured: a 4,096-pixel square SVG drawn on a canvas here blocked the page for 350 ms; this, not at all).
 */
export async function rasteriseSvg(file: File, resize: ResizeRequest | null): Promise<ImageBitmap> {
  const root = await parse(file);
  const size = targetSize(intrinsicSize(root), resize);
  requireDecodableSize(size.width, size.height);
  const image = await loadAt(root, size, !!resize && !resize.keepAspect);
  try {
    return await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height });
  } catch {
    throw loadFailedError();
  }
}
