/** The verdict on a JWS's signature: valid, not valid (or alg none: never), or not verified and why. */
import { compactVerify, errors } from 'jose';
import { ToolError } from '../../../core/shared/tool-error';
import { isHmacAlg, isSupportedAlg, type SupportedAlg } from './algorithms';
import { secretBytes, verificationKeys, type ReadyKey, type SecretEncoding } from './keys';
import { JWT_MESSAGES } from '../words';
import type { DecodedJws } from './parse';

export interface VerifyKeys {
  secret: string;
  secretEncoding: SecretEncoding;
  publicKey: string;
}

export interface Verdict {
  /** 'valid' only for a signature checked with the key given. */
  status: 'valid' | 'invalid' | 'unverified';
  words: string;
}

const unverified = (words: string): Verdict => ({ status: 'unverified', words });

/** The keys to try, or the verdict that says why there are none. */
async function keysFor(alg: SupportedAlg, kid: string | undefined, given: VerifyKeys): Promise<ReadyKey[] | Verdict> {
  try {
    if (isHmacAlg(alg)) {
      if (given.secret === '') return unverified(JWT_MESSAGES.verdictNoSecret(alg));
      const described = JWT_MESSAGES.keySecret(given.secretEncoding === 'base64' ? 'Base64' : 'text');
      return [{ key: secretBytes(given.secret, given.secretEncoding), described }];
    }
    if (given.publicKey.trim() === '') return unverified(JWT_MESSAGES.verdictNoKey(alg));
    return await verificationKeys(given.publicKey, alg, kid);
  } catch (error) {
    if (error instanceof ToolError) return unverified(JWT_MESSAGES.verdictKeyFault(error.description ?? error.title));
    throw error;
  }
}

/** Checks the signature with each key in turn (a JWKS may offer several); the first that verifies wins. */
async function tryKeys(token: string, alg: SupportedAlg, keys: ReadyKey[]): Promise<Verdict> {
  for (const { key, described } of keys) {
    try {
      await compactVerify(token, key, { algorithms: [alg] });
      return { status: 'valid', words: JWT_MESSAGES.verdictValid(alg, described) };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      const reason = error instanceof Error ? error.message : String(error);
      return unverified(JWT_MESSAGES.verdictKeyFault(JWT_MESSAGES.keyDoesNotFit(alg, reason)));
    }
  }
  return { status: 'invalid', words: JWT_MESSAGES.verdictInvalid(alg) };
}

/** The verdict on a decoded JWS with the keys given. `alg: none` (in any case) is never valid. */
export async function verdictOf(decoded: DecodedJws, given: VerifyKeys): Promise<Verdict> {
  const { alg, kid } = decoded.header;
  if (alg === undefined) return { status: 'invalid', words: JWT_MESSAGES.verdictNoAlg };
  if (typeof alg === 'string' && alg.toLowerCase() === 'none')
    return { status: 'invalid', words: JWT_MESSAGES.verdictNone };
  if (!isSupportedAlg(alg)) return unverified(JWT_MESSAGES.verdictUnknownAlg(JSON.stringify(alg)));
  const keys = await keysFor(alg, typeof kid === 'string' ? kid : undefined, given);
  return Array.isArray(keys) ? tryKeys(decoded.token, alg, keys) : keys;
}
