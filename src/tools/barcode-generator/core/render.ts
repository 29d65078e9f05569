/**
 * bwip-js's options for a symbol, and its SVG. bwip-js is loaded on first use (its own chunk, about 1 MB): the
 * page's bundle never carries it. It draws with no eval, so it runs under the site's CSP.
 */
import type { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { contentFor, symbologyOf, type Content, type SymbologyId } from './symbologies';

export interface BarcodeOptions {
  symbology: SymbologyId;
  /** Pixels per module (bwip-js's scale), 1 to 8. */
  scale: number;
  /** The quiet zone around the symbol, in bwip-js's points (a module of a linear code is one point). */
  margin: number;
  /** The human-readable text under a linear code. */
  showText: boolean;
}

export const BARCODE_DEFAULTS: BarcodeOptions = { symbology: 'ean13', scale: 3, margin: 10, showText: true };
export const SCALE = { min: 1, max: 8 } as const;
export const MARGIN = { min: 0, max: 40 } as const;

/**
 * The fields bwip-js's toSVG and toCanvas take (a subset of its RenderOptions). bwip-js writes derived fields
 * (paddingleft…) into the object it is given: pass each call a copy, or a second call pads twice.
 */
export interface BwipOptions {
  bcid: string;
  text: string;
  scale: number;
  padding: number;
  includetext: boolean;
  textxalign?: 'center';
  backgroundcolor: string;
}

export function bwipOptions(content: Content, options: BarcodeOptions): BwipOptions {
  const withText = options.showText && !symbologyOf(options.symbology).twoD;
  return {
    bcid: options.symbology,
    text: content.text,
    scale: options.scale,
    padding: options.margin,
    includetext: withText,
    ...(withText && { textxalign: 'center' as const }),
    backgroundcolor: 'FFFFFF',
  };
}

/** bwip-js's own refusal (a symbol too long for its largest size) as the tool's ToolError. */
export function bwipFault(error: unknown, options: BarcodeOptions): ToolError {
  const said = error instanceof Error ? error.message : String(error);
  // Its messages read 'bwipp.datamatrixInputTooLong#25437: The input data is too long'.
  const why = said.replace(/^bwipp\.[\w#]+:\s*/, '').replace(/^bwip-js:\s*/, '');
  return fault('tooLong', { symbology: symbologyOf(options.symbology).name, reason: why });
}

type Bwip = typeof import('bwip-js/browser');
let loading: Promise<Bwip> | null = null;
/** bwip-js, loaded once. */
export const loadBwip = (): Promise<Bwip> => (loading ??= import('bwip-js/browser'));

/** The symbol as SVG text; a content fault or a symbol too long throws the tool's ToolError. */
export async function barcodeSvg(text: string, options: BarcodeOptions): Promise<string> {
  const content = contentFor(options.symbology, text);
  const bwip = await loadBwip();
  try {
    return bwip.toSVG(bwipOptions(content, options));
  } catch (error) {
    throw bwipFault(error, options);
  }
}
