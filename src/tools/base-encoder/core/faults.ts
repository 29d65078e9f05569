import { faultsOf } from '../../../core/shared/tool-error';

/** A format's name as a fault's title says it ('Base32', "Crockford's Base32"). */
type Format = { format: string };
/** A 1-based position in characters. */
type At = { position: number };

/** The encoder's faults and what each carries; their words are in ../words.ts. */
export interface BaseEncoderFaults {
  badLength: Format;
  notCanonical: Format;
  zAt: At;
  overflow: Format & At;
  lonelyChar: Format & At;
  base45Overflow: At;
  z85Length: { chars: number };
  z85Bytes: { bytes: number };
  checksumShort: object;
  checksumMismatch: object;
  /** Base58's limit and the input's size, in `unit`s. */
  tooLong: { limit: number; size: number; unit: 'bytes' | 'characters' };
}

export const fault = faultsOf<BaseEncoderFaults>('base-encoder');
