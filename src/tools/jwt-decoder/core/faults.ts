import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** A part of a compact JWS (header, payload, signature) or JWE (header, encrypted key, IV, ciphertext, tag). */
export type JwtPart = 'header' | 'payload' | 'signature' | 'encryptedKey' | 'iv' | 'ciphertext' | 'tag';

/** What a JSON value is, where an object was wanted. */
export type JsonKind = 'null' | 'array' | 'string' | 'number' | 'boolean' | 'object';

/**
 * The JWT decoder's faults and what each carries; their words are in ../words.ts. Never a secret or a key: a PEM
 * label, a kid and an alg are public. `reason` is jose's, WebCrypto's or JSON.parse's own message.
 */
export interface JwtFaults {
  // The token.
  blank: object;
  tooLong: { size: number; limit: number };
  noDot: object;
  partCount: { parts: number };
  emptyPart: { part: JwtPart };
  /** `character` at 0-based `index` of the part. */
  badCharacter: { part: JwtPart; character: string; index: number };
  badLength: { part: JwtPart; length: number };
  notUtf8: { part: JwtPart };
  notJson: { part: JwtPart; reason: string };
  notObject: { part: JwtPart; kind: JsonKind };
  // The key.
  emptySecret: object;
  secretNotBase64: object;
  notAKey: object;
  pemTruncated: { label: string };
  pemBadBody: { label: string };
  pemEncrypted: object;
  pemPkcs1: { label: string };
  pemUnknown: { label: string };
  keyDoesNotFit: { alg: string; reason: string };
  noKidMatch: { kid: string; kids: string[] };
  noJwksMatch: { alg: string };
  publicForSigning: object;
  // Signing.
  headerJson: ReasonParams;
  headerNotObject: object;
  headerNoAlg: object;
  signNone: object;
  /** `alg` as JSON (it may be any value). */
  signUnknownAlg: { alg: string };
  payloadJson: ReasonParams;
  payloadNotObject: { kind: JsonKind };
  payloadTooLong: { size: number; limit: number };
  signNeedsSecret: { alg: string };
  signNeedsKey: { alg: string };
  signFailed: { reason: string };
}

export const fault = faultsOf<JwtFaults>('jwt-decoder');
