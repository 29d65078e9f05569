/** A new token signed from header and payload JSON, and keys generated for trying. */
import { CompactSign, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { hmacSecretBytes, isHmacAlg, isSupportedAlg, type SupportedAlg } from './algorithms';
import { fault } from './faults';
import { publicJwk, secretBytes, signingKey, type SecretEncoding } from './keys';
import { decodeToken, kindOf, type JsonObject } from './parse';

export interface SignKeys {
  secret: string;
  secretEncoding: SecretEncoding;
  privateKey: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The header JSON's object and its alg, which must be one this tool signs with (never none). */
export function signingHeader(text: string): { header: JsonObject; alg: SupportedAlg } {
  const header = parseJsonInput(text, (p, at) => fault('headerJson', p, at), 'header');
  if (!isObject(header)) throw fault('headerNotObject');
  const { alg } = header;
  if (alg === undefined) throw fault('headerNoAlg');
  if (typeof alg === 'string' && alg.toLowerCase() === 'none') throw fault('signNone');
  if (!isSupportedAlg(alg)) throw fault('signUnknownAlg', { alg: JSON.stringify(alg) });
  return { header, alg };
}

/** The claims of a JWS pasted where the payload goes (to sign them again, say with another key), else null. */
export function claimsOfToken(text: string): JsonObject | null {
  if (!/^\s*(Bearer\s+)?eyJ/.test(text)) return null;
  try {
    const decoded = decodeToken(text);
    return decoded.kind === 'jws' ? decoded.payload : null;
  } catch {
    return null;
  }
}

/** The alg of a header JSON when it is one this tool signs with, else undefined (for what the screen shows). */
export function headerAlg(text: string): SupportedAlg | undefined {
  try {
    const header: unknown = JSON.parse(text);
    return isObject(header) && isSupportedAlg(header.alg) ? header.alg : undefined;
  } catch {
    return undefined;
  }
}

async function keyToSign(alg: SupportedAlg, keys: SignKeys): Promise<CryptoKey | Uint8Array> {
  if (isHmacAlg(alg)) {
    if (keys.secret === '') throw fault('signNeedsSecret', { alg });
    return secretBytes(keys.secret, keys.secretEncoding);
  }
  if (keys.privateKey.trim() === '') throw fault('signNeedsKey', { alg });
  return signingKey(keys.privateKey, alg);
}

/** The SPKI PEM of a private key's public half: what the token verifies with. */
async function publicPemOf(key: CryptoKey, alg: SupportedAlg): Promise<string> {
  const half = await importJWK(publicJwk(await exportJWK(key)), alg, { extractable: true });
  return `${await exportSPKI(half as CryptoKey)}\n`;
}

export interface Signed {
  token: string;
  /** The public key (SPKI PEM) to verify with; empty for HMAC, which verifies with the secret. */
  publicKey: string;
  alg: SupportedAlg;
}

/** Signs the payload JSON (`text`) under the header JSON with the secret or private key (compact JWS). */
export async function signToken(text: string, headerText: string, keys: SignKeys): Promise<Signed> {
  const { header, alg } = signingHeader(headerText);
  const payload = claimsOfToken(text) ?? parseJsonInput(text, (p, at) => fault('payloadJson', p, at));
  if (!isObject(payload)) throw fault('payloadNotObject', { kind: kindOf(payload) });
  const key = await keyToSign(alg, keys);
  let token: string;
  try {
    token = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ ...header, alg })
      .sign(key);
  } catch (error) {
    throw fault('signFailed', { reason: error instanceof Error ? error.message : String(error) });
  }
  const publicKey = key instanceof Uint8Array ? '' : await publicPemOf(key, alg);
  return { token, publicKey, alg };
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A key to try signing with: a random Base64url secret for HMAC, a new private key (PKCS#8 PEM) for the others. */
export async function keyForTrying(
  alg: SupportedAlg,
): Promise<{ secret: string; secretEncoding: SecretEncoding } | { privateKey: string }> {
  if (isHmacAlg(alg)) {
    const bytes = crypto.getRandomValues(new Uint8Array(hmacSecretBytes(alg)));
    return { secret: base64Url(bytes), secretEncoding: 'base64' };
  }
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey: `${await exportPKCS8(privateKey)}\n` };
}
