import { faultsOf } from '../../../core/shared/tool-error';

/** The URL encoder's and decoder's faults; their words are in ../words.ts. */
export interface UrlEncodingFaults {
  /** Text that is not valid Unicode (a lone surrogate). */
  encode: object;
  /** A malformed percent escape. */
  decode: object;
  /** Batch mode: some lines did not decode. */
  batchDecode: object;
}

export const fault = faultsOf<UrlEncodingFaults>('url-encoding');
