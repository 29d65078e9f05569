/** Output assembled from slices of the input (kept byte for byte) and a few new pieces. */
export { concatBytes as concat } from '../../../core/shared/bytes';

export const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** What one removal did: the output and the names of the blocks it dropped, in file order. */
export interface Stripped {
  bytes: Uint8Array<ArrayBuffer>;
  removed: string[];
}

export interface StripOptions {
  /** Keep the ICC colour profile (the default: dropping it changes how colours show). */
  keepIcc: boolean;
  /** Write a minimal EXIF block with only the original Orientation tag. */
  keepOrientation: boolean;
}

export const DEFAULT_STRIP_OPTIONS: StripOptions = { keepIcc: true, keepOrientation: false };
