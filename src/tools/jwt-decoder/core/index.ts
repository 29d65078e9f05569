/**
 * The JWT decoder and encoder: a compact JWS decoded (header, claims, payload) and its signature verified with a
 * secret, a PEM key, a JWK or a JWKS; a new token signed; a JWE recognised. On jose, over WebCrypto. It gives data:
 * ../result.ts words it.
 */
import { timeState, type TimeState } from './claims';
import { fault } from './faults';
import type { SecretEncoding } from './keys';
import { decodeToken, MAX_TOKEN_CHARS, type DecodedJwe, type DecodedJws } from './parse';
import type { SupportedAlg } from './algorithms';
import { claimsOfToken, signToken } from './sign';
import { verdictOf, type Verdict } from './verify';

export { MAX_TOKEN_CHARS } from './parse';
export { headerAlg, keyForTrying } from './sign';

export interface JwtOptions {
  /** The HMAC secret (HS256/384/512), to verify or sign with. */
  secret: string;
  secretEncoding: SecretEncoding;
  /** The key to verify RS/PS/ES/EdDSA with: PEM, JWK or JWKS. */
  publicKey: string;
  /** Sign: the header JSON. */
  header: string;
  /** Sign: the private key (PKCS#8 PEM or JWK). */
  privateKey: string;
}

export const DEFAULT_HEADER = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';

export const JWT_DEFAULTS: JwtOptions = {
  secret: '',
  secretEncoding: 'text',
  publicKey: '',
  header: DEFAULT_HEADER,
  privateKey: '',
};

/** A decoded JWS: its parts, the verdict on its signature, and the time it was decoded at (claims count from it). */
export type DecodedJwsResult = DecodedJws & { verdict: Verdict; time: TimeState; nowSeconds: number };

/** A signed token, with the public key to verify it (empty for HMAC) and whether the payload was a token. */
export interface SignedJwt {
  kind: 'signed';
  token: string;
  publicKey: string;
  alg: SupportedAlg;
  resigned: boolean;
}

/** What an action gives. */
export type JwtData = DecodedJwsResult | DecodedJwe | SignedJwt;

/** Decodes and verifies a token at `nowMs` (the claims' "3 hours ago" are counted from it). */
export async function decodeJwt(
  text: string,
  options: JwtOptions,
  nowMs: number,
): Promise<DecodedJwsResult | DecodedJwe> {
  if (text.trim() === '') throw fault('blank');
  const decoded = decodeToken(text);
  if (decoded.kind === 'jwe') return decoded;
  const nowSeconds = Math.floor(nowMs / 1000);
  const verdict = await verdictOf(decoded, options);
  return { ...decoded, verdict, time: timeState(decoded.payload, nowSeconds), nowSeconds };
}

/** Signs the payload JSON `text` under the header option. */
export async function signJwt(text: string, options: JwtOptions): Promise<SignedJwt> {
  if (text.length > MAX_TOKEN_CHARS) throw fault('payloadTooLong', { size: text.length, limit: MAX_TOKEN_CHARS });
  const { token, publicKey, alg } = await signToken(text, options.header, options);
  return { kind: 'signed', token, publicKey, alg, resigned: claimsOfToken(text) !== null };
}

/** Runs an action by id ('decode' or 'sign'). */
export const runJwtAction = (action: string, text: string, options: JwtOptions, nowMs: number): Promise<JwtData> =>
  action === 'sign' ? signJwt(text, options) : decodeJwt(text, options, nowMs);
