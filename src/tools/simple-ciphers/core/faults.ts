import { faultsOf } from '../../../core/shared/tool-error';

/** The simple ciphers' faults and what each carries; their words are in ../words.ts. */
export interface CipherFaults {
  blankEncrypt: object;
  blankDecrypt: object;
  blankTryAll: object;
  badShift: { shift: string };
  noKey: object;
  tooLong: { chars: number; limit: number };
  noLetters: object;
}

export const fault = faultsOf<CipherFaults>('simple-ciphers');
