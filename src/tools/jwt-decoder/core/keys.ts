/**
 * The keys a token is verified or signed with, read from what the person pasted: an HMAC secret (text or Base64), a
 * PEM block (public key, certificate, PKCS#8 private key), a JWK or a JWKS. All through jose, on WebCrypto.
 */
import { exportJWK, importJWK, importPKCS8, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';
import { isHmacAlg, type SupportedAlg } from './algorithms';
import { fault } from './faults';

export type SecretEncoding = 'text' | 'base64';

/** Which key verified a token, for the verdict to name it. */
export type KeyUsed =
  | { kind: 'secret'; encoding: SecretEncoding }
  | { kind: 'publicKey' | 'certificate' | 'privateHalf' }
  | { kind: 'jwk' | 'jwksKey'; kid?: string };

/** A key ready for jose, with what it is. */
export interface ReadyKey {
  key: CryptoKey | Uint8Array;
  used: KeyUsed;
}

/** The bytes of an HMAC secret, typed as text (UTF-8) or Base64 (standard or URL-safe, padding optional). */
export function secretBytes(secret: string, encoding: SecretEncoding): Uint8Array {
  if (secret === '') throw fault('emptySecret');
  if (encoding === 'text') return new TextEncoder().encode(secret);
  const compact = secret.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1)
    throw fault('secretNotBase64');
  const base64 = compact.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

interface PemBlock {
  label: string;
  /** The block as a PEM text of its own (lines trimmed), as jose's importers want it. */
  pem: string;
}

/** The first PEM block of a text; a fault for a block cut short or with a body that is not Base64. */
export function pemBlock(text: string): PemBlock {
  const begin = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text);
  if (!begin) throw fault('notAKey');
  const label = begin[1];
  const endMarker = `-----END ${label}-----`;
  const end = text.indexOf(endMarker, begin.index);
  if (end === -1) throw fault('pemTruncated', { label });
  const body = text.slice(begin.index + begin[0].length, end).replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0)
    throw fault('pemBadBody', { label });
  const lines = body.match(/.{1,64}/g) ?? [];
  return { label, pem: [`-----BEGIN ${label}-----`, ...lines, endMarker].join('\n') };
}

/** Refuses a PEM label this tool does not import, saying why. */
function refuseUnreadPem(label: string): void {
  if (label === 'PUBLIC KEY' || label === 'PRIVATE KEY' || label === 'CERTIFICATE') return;
  if (label === 'ENCRYPTED PRIVATE KEY') throw fault('pemEncrypted');
  if (/^(RSA|EC|DSA) (PUBLIC|PRIVATE) KEY$/.test(label)) throw fault('pemPkcs1', { label });
  throw fault('pemUnknown', { label });
}

/** jose's or WebCrypto's reason an import or a use failed, as a fault of the key for this alg. */
const misfit = (alg: string, error: unknown) =>
  fault('keyDoesNotFit', { alg, reason: error instanceof Error ? error.message : String(error) });

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** A private JWK's public half (an oct key has none: it is kept as it is). */
export function publicJwk(jwk: JWK): JWK {
  if (jwk.kty === 'oct') return jwk;
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  delete copy.key_ops;
  return copy;
}

/** Imports a JWK for this alg (a private one as its public half when `usePublic`). */
async function importJwkFor(jwk: JWK, alg: SupportedAlg, usePublic: boolean): Promise<CryptoKey | Uint8Array> {
  try {
    return await importJWK(usePublic ? publicJwk(jwk) : jwk, alg, { extractable: true });
  } catch (error) {
    throw misfit(alg, error);
  }
}

/** A PEM block's key for verifying: a private key stands for its public half. */
async function verifyingPem({ label, pem }: PemBlock, alg: SupportedAlg): Promise<ReadyKey> {
  refuseUnreadPem(label);
  try {
    if (label === 'PUBLIC KEY') return { key: await importSPKI(pem, alg), used: { kind: 'publicKey' } };
    if (label === 'CERTIFICATE') return { key: await importX509(pem, alg), used: { kind: 'certificate' } };
    const own = await importPKCS8(pem, alg, { extractable: true });
    const key = await importJwkFor(await exportJWK(own), alg, true);
    return { key, used: { kind: 'privateHalf' } };
  } catch (error) {
    if (fault.is(error)) throw error;
    throw misfit(alg, error);
  }
}

function parseKeyJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Said below.
  }
  throw fault('notAKey');
}

/** Whether a JWK may be the key of a token signed with `alg` (its alg, or else its kty, agrees). */
function jwkFits(jwk: JWK, alg: SupportedAlg): boolean {
  if (typeof jwk.alg === 'string') return jwk.alg === alg || (jwk.alg === 'EdDSA' && alg === 'Ed25519');
  if (isHmacAlg(alg)) return jwk.kty === 'oct';
  if (alg.startsWith('ES')) return jwk.kty === 'EC';
  if (alg.startsWith('Ed')) return jwk.kty === 'OKP';
  return jwk.kty === 'RSA';
}

/** The keys of a JWKS a token may be signed with: those of its kid, or every one that fits its alg. */
function jwksCandidates(keys: unknown[], alg: SupportedAlg, kid: string | undefined): JWK[] {
  const jwks = keys.filter((key): key is JWK => typeof key === 'object' && key !== null);
  if (kid !== undefined) {
    const named = jwks.filter((key) => key.kid === kid);
    const kids = jwks.flatMap((key) => (typeof key.kid === 'string' ? [key.kid] : []));
    if (named.length === 0) throw fault('noKidMatch', { kid, kids });
    return named;
  }
  const fitting = jwks.filter((key) => jwkFits(key, alg));
  if (fitting.length === 0) throw fault('noJwksMatch', { alg });
  return fitting;
}

/**
 * The keys to verify a token of `alg` (and `kid`) with, from a pasted PEM, JWK or JWKS: one, or a JWKS's candidates
 * (tried in turn). A key that cannot be read or does not fit throws a fault saying why.
 */
export async function verificationKeys(text: string, alg: SupportedAlg, kid: string | undefined): Promise<ReadyKey[]> {
  const trimmed = text.trim();
  if (trimmed.includes('-----BEGIN')) return [await verifyingPem(pemBlock(trimmed), alg)];
  const json = parseKeyJson(trimmed);
  if (Array.isArray(json.keys)) {
    const candidates = jwksCandidates(json.keys, alg, kid);
    return Promise.all(
      candidates.map(async (jwk) => ({
        key: await importJwkFor(jwk, alg, true),
        used: { kind: 'jwksKey' as const, kid: typeof jwk.kid === 'string' ? jwk.kid : undefined },
      })),
    );
  }
  const jwk = json as JWK;
  const kidOf = typeof jwk.kid === 'string' ? jwk.kid : undefined;
  return [{ key: await importJwkFor(jwk, alg, true), used: { kind: 'jwk', kid: kidOf } }];
}

/** The private key to sign with `alg`, from a PKCS#8 PEM or a private JWK (extractable: its public half is shown). */
export async function signingKey(text: string, alg: SupportedAlg): Promise<CryptoKey | Uint8Array> {
  const trimmed = text.trim();
  if (trimmed.includes('-----BEGIN')) {
    const { label, pem } = pemBlock(trimmed);
    if (label === 'PUBLIC KEY' || label === 'CERTIFICATE') throw fault('publicForSigning');
    refuseUnreadPem(label);
    try {
      return await importPKCS8(pem, alg, { extractable: true });
    } catch (error) {
      throw misfit(alg, error);
    }
  }
  const jwk = parseKeyJson(trimmed) as JWK;
  if (Array.isArray((jwk as { keys?: unknown }).keys) || (jwk.kty !== 'oct' && jwk.d === undefined))
    throw fault('publicForSigning');
  return importJwkFor(jwk, alg, false);
}
