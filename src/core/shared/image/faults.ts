import { faultsOf } from '../tool-error';

/** The image pipeline's faults and what each carries; their words are in src/ui/words/image.ts. */
export interface ImageFaults {
  notAnImage: object;
  loadFailed: object;
  noCanvas: object;
  /** Decoding would take more memory than a tab has: the image's size and the limit in megapixels. */
  tooLarge: { width: number; height: number; limit: number };
  /** A resize whose source and result together pass the resampler's limit in megapixels. */
  resizeTooLarge: { from: { width: number; height: number }; to: { width: number; height: number }; limit: number };
  /** A resize to a size outside 1 to `max` pixels a side. */
  badSize: { max: number };
  svgTooLarge: { bytes: number; limit: number };
  svgUnreadable: object;
}

export const fault = faultsOf<ImageFaults>('image');
