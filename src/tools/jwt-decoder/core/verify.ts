/** The verdict on a JWS's signature: valid, not valid (or alg none: never), or not verified and why. */
import { compactVerify, errors } from 'jose';
import type { FaultData } from '../../../core/shared/fault-words';
import { isHmacAlg, isSupportedAlg, type SupportedAlg } from './algorithms';
import { fault } from './faults';
import { secretBytes, verificationKeys, type KeyUsed, type ReadyKey, type SecretEncoding } from './keys';
import type { DecodedJws } from './parse';

export interface VerifyKeys {
  secret: string;
  secretEncoding: SecretEncoding;
  publicKey: string;
}

/** 'valid' only for a signature checked with the key given; otherwise why not, as data (../result.ts says it). */
export type Verdict =
  | { status: 'valid'; alg: SupportedAlg; key: KeyUsed }
  | { status: 'invalid'; reason: 'signature'; alg: SupportedAlg }
  | { status: 'invalid'; reason: 'none' | 'noAlg' }
  /** `alg` as JSON (it may be any value). */
  | { status: 'unverified'; reason: 'unknownAlg'; alg: string }
  | { status: 'unverified'; reason: 'noSecret' | 'noKey'; alg: SupportedAlg }
  /** The key could not be read, or does not fit: its fault as data. */
  | { status: 'unverified'; reason: 'keyFault'; fault: FaultData };

const keyFault = (error: FaultData): Verdict => ({
  status: 'unverified',
  reason: 'keyFault',
  fault: { code: error.code, params: error.params },
});

/** The keys to try, or the verdict that says why there are none. */
async function keysFor(alg: SupportedAlg, kid: string | undefined, given: VerifyKeys): Promise<ReadyKey[] | Verdict> {
  try {
    if (isHmacAlg(alg)) {
      if (given.secret === '') return { status: 'unverified', reason: 'noSecret', alg };
      const used: KeyUsed = { kind: 'secret', encoding: given.secretEncoding };
      return [{ key: secretBytes(given.secret, given.secretEncoding), used }];
    }
    if (given.publicKey.trim() === '') return { status: 'unverified', reason: 'noKey', alg };
    return await verificationKeys(given.publicKey, alg, kid);
  } catch (error) {
    if (fault.is(error)) return keyFault(error);
    throw error;
  }
}

/** Checks the signature with each key in turn (a JWKS may offer several); the first that verifies wins. */
async function tryKeys(token: string, alg: SupportedAlg, keys: ReadyKey[]): Promise<Verdict> {
  for (const { key, used } of keys) {
    try {
      await compactVerify(token, key, { algorithms: [alg] });
      return { status: 'valid', alg, key: used };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      const reason = error instanceof Error ? error.message : String(error);
      return keyFault(fault('keyDoesNotFit', { alg, reason }));
    }
  }
  return { status: 'invalid', reason: 'signature', alg };
}

/** The verdict on a decoded JWS with the keys given. `alg: none` (in any case) is never valid. */
export async function verdictOf(decoded: DecodedJws, given: VerifyKeys): Promise<Verdict> {
  const { alg, kid } = decoded.header;
  if (alg === undefined) return { status: 'invalid', reason: 'noAlg' };
  if (typeof alg === 'string' && alg.toLowerCase() === 'none') return { status: 'invalid', reason: 'none' };
  if (!isSupportedAlg(alg)) return { status: 'unverified', reason: 'unknownAlg', alg: JSON.stringify(alg) };
  const keys = await keysFor(alg, typeof kid === 'string' ? kid : undefined, given);
  return Array.isArray(keys) ? tryKeys(decoded.token, alg, keys) : keys;
}
