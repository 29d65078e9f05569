import type { FaultData } from '../../../core/shared/fault-words';
import { faultsOf } from '../../../core/shared/tool-error';

/**
 * The TOTP / HOTP tool's faults and what each carries; their words are in ../words.ts. Never the secret: a wrong
 * character is not Base32, so not part of one; positions are 1-based. `value` is what a URI's parameter held.
 */
export interface OtpFaults {
  emptySecret: object;
  /** `lookalike`: the letter a look-alike digit stands for (0 for O). */
  badCharacter: { character: string; position: number; lookalike?: string };
  badPadding: { position: number };
  secretTooLong: { max: number };
  badCode: { digits: number };
  notOtpUri: object;
  unknownType: { type: string };
  badEncoding: object;
  noSecret: object;
  /** The secret= parameter's own fault. */
  badSecretInUri: { cause: FaultData };
  badAlgorithm: { value: string };
  badDigits: { value: string };
  badPeriod: { value: string };
  badCounter: { value: string };
  uriTooLong: { max: number };
}

export const fault = faultsOf<OtpFaults>('otp-generator');
