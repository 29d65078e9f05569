import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** The SVG optimizer's faults and what each carries; their words are in ../words.ts. */
export interface SvgFaults {
  /** `reason` is svgo's parser's own message. */
  invalid: ReasonParams;
  /** `reason` is svgo's own message. */
  failed: { reason: string };
  /** `limit` in characters. */
  tooLarge: { limit: number };
}

export const fault = faultsOf<SvgFaults>('svg-optimizer');
