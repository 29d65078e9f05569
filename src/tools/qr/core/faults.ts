import { faultsOf } from '../../../core/shared/tool-error';
import type { ErrorCorrection } from './levels';

/** What a too-long text is counted in: digits, characters of a narrower mode, ASCII characters, or UTF-8 bytes. */
export type LengthUnit = 'digits' | 'alphanumeric' | 'ascii' | 'utf8';

/** The QR family's faults (the generator's and the reader's) and what each carries; their words are in ../words.ts. */
export interface QrFaults {
  empty: object;
  tooLong: { length: number; unit: LengthUnit; level: ErrorCorrection; limit: number };
  unreadable: object;
  noCode: object;
}

export const fault = faultsOf<QrFaults>('qr');
