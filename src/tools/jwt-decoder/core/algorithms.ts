/** The JWS algorithms this tool verifies and signs, by family. */
export const HMAC_ALGS = ['HS256', 'HS384', 'HS512'] as const;
export const ASYMMETRIC_ALGS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const;

export type HmacAlg = (typeof HMAC_ALGS)[number];
export type AsymmetricAlg = (typeof ASYMMETRIC_ALGS)[number];
export type SupportedAlg = HmacAlg | AsymmetricAlg;

export const isHmacAlg = (alg: unknown): alg is HmacAlg => (HMAC_ALGS as readonly unknown[]).includes(alg);
export const isSupportedAlg = (alg: unknown): alg is SupportedAlg =>
  isHmacAlg(alg) || (ASYMMETRIC_ALGS as readonly unknown[]).includes(alg);

/** The bytes of a secret generated for an HMAC algorithm: as long as its hash. */
export const hmacSecretBytes = (alg: HmacAlg) => Number(alg.slice(2)) / 8;
