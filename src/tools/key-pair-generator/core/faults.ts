import { faultsOf } from '../../../core/shared/tool-error';

/** The key pair generator's faults and what each carries; their words are in ../words.ts. */
export interface KeyPairFaults {
  rsaTooLarge: { bits: number };
  badType: { type: string };
  commentTooLong: { max: number };
}

export const fault = faultsOf<KeyPairFaults>('key-pair-generator');
