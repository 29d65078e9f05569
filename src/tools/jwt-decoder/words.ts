/** The JWT decoder's words, one catalogue: its faults, its verdicts and claims, and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatBytes } from '../../core/shared/format';
import type { ReasonParams } from '../../core/shared/tool-error';
import { fault, type JsonKind, type JwtPart } from './core/faults';

const INVALID = 'Invalid token';
const UNUSABLE_KEY = 'Unusable key';
const HEADER_JSON = 'Invalid header JSON';
const PAYLOAD_JSON = 'Invalid payload JSON';
const SIGN_FAILED = 'Could not sign';
const EMPTY_TOKEN = 'Paste a JSON Web Token (eyJ…) to decode it.';

/** Each part as a fault names it. */
export const JWT_PARTS: Record<JwtPart, string> = {
  header: 'header (part 1)',
  payload: 'payload (part 2)',
  signature: 'signature (part 3)',
  encryptedKey: 'encrypted key (part 2)',
  iv: 'IV (part 3)',
  ciphertext: 'ciphertext (part 4)',
  tag: 'tag (part 5)',
};

/** "an array", "a string", "null". */
export const kindWords = (kind: JsonKind) => (kind === 'null' ? 'null' : `${kind === 'array' ? 'an' : 'a'} ${kind}`);

/** A JSON parser's reason, with the line and column it gives. */
const reasonWords = ({ reason, line, column }: ReasonParams) =>
  line === undefined ? reason || undefined : `${reason} at line ${line}, column ${column}`;

const notObject = (part: string, kind: JsonKind) => `The ${part} must be a JSON object, not ${kindWords(kind)}.`;

/** What a token says it is: so many bytes, and the limit. */
const sized = (what: string, reader: string, things: string, size: number, limit: number, why: string) =>
  `This ${what} is ${formatBytes(size)}; the ${reader} ${things} up to ${formatBytes(limit)} (${why}).`;

export const JWT_FAULTS = defineFaultWords(fault, {
  blank: { title: INVALID, description: EMPTY_TOKEN },
  tooLong: {
    title: INVALID,
    description: ({ size, limit }) => sized('token', 'decoder', 'reads tokens', size, limit, 'real ones are a few KB'),
  },
  noDot: {
    title: INVALID,
    description: 'A JWT is three Base64url parts joined by dots (header.payload.signature); this text has no dot.',
  },
  partCount: {
    title: INVALID,
    description: ({ parts }) =>
      `A JWT has 3 parts joined by 2 dots (an encrypted JWE has 5 parts): this one has ${parts} parts (${parts - 1} dots).`,
  },
  emptyPart: { title: INVALID, description: ({ part }) => `The ${JWT_PARTS[part]} is empty.` },
  badCharacter: {
    title: INVALID,
    description: ({ part, character, index }) => {
      const shown = character === '=' ? '"=" (padding is left out in Base64url)' : JSON.stringify(character);
      return `The ${JWT_PARTS[part]} is not Base64url: ${shown} at character ${index + 1} of the part (Base64url uses A–Z, a–z, 0–9, - and _).`;
    },
  },
  badLength: {
    title: INVALID,
    description: ({ part, length }) =>
      `The ${JWT_PARTS[part]} is not Base64url: ${length} characters leave one stray character at the end (is the token cut short?).`,
  },
  notUtf8: { title: INVALID, description: ({ part }) => `The ${JWT_PARTS[part]} is not UTF-8 text once decoded.` },
  notJson: { title: INVALID, description: ({ part, reason }) => `The ${JWT_PARTS[part]} is not JSON: ${reason}` },
  notObject: { title: INVALID, description: ({ part, kind }) => notObject(JWT_PARTS[part], kind) },

  emptySecret: { title: UNUSABLE_KEY, description: 'The secret is empty.' },
  secretNotBase64: {
    title: UNUSABLE_KEY,
    description: 'The secret is not Base64: use A–Z, a–z, 0–9, + and / (or - and _), with = padding at the end.',
  },
  notAKey: {
    title: UNUSABLE_KEY,
    description: 'The key is neither a PEM block (-----BEGIN …) nor a JWK or JWKS (JSON).',
  },
  pemTruncated: {
    title: UNUSABLE_KEY,
    description: ({ label }) => `The PEM block "${label}" has no END line: the key was cut short.`,
  },
  pemBadBody: {
    title: UNUSABLE_KEY,
    description: ({ label }) => `The PEM block "${label}" is not valid Base64 inside.`,
  },
  pemEncrypted: {
    title: UNUSABLE_KEY,
    description: 'This private key is encrypted with a passphrase: decrypt it first (`openssl pkey -in key.pem`).',
  },
  pemPkcs1: {
    title: UNUSABLE_KEY,
    description: ({ label }) =>
      `A "${label}" (PKCS#1/SEC1) key is not read by browsers: convert it with ` +
      '`openssl pkcs8 -topk8 -nocrypt -in key.pem` (a private key) or `openssl pkey -pubout` (a public key).',
  },
  pemUnknown: {
    title: UNUSABLE_KEY,
    description: ({ label }) =>
      `A PEM "${label}" is not a key this tool reads: use BEGIN PUBLIC KEY, BEGIN PRIVATE KEY or BEGIN CERTIFICATE.`,
  },
  keyDoesNotFit: {
    title: UNUSABLE_KEY,
    description: ({ alg, reason }) => `this key does not fit ${alg}: ${reason}`,
  },
  noKidMatch: {
    title: UNUSABLE_KEY,
    description: ({ kid, kids }) =>
      `no key in the JWKS has kid "${kid}" (it has ${kids.map((one) => `"${one}"`).join(', ') || 'no kids'}).`,
  },
  noJwksMatch: { title: UNUSABLE_KEY, description: ({ alg }) => `no key in the JWKS fits ${alg}.` },
  publicForSigning: {
    title: UNUSABLE_KEY,
    description: 'This is a public key: signing needs the private key (BEGIN PRIVATE KEY or a JWK with "d").',
  },

  headerJson: { title: HEADER_JSON, description: reasonWords },
  headerNotObject: {
    title: HEADER_JSON,
    description: 'The header must be a JSON object with an "alg", e.g. {"alg": "HS256", "typ": "JWT"}.',
  },
  headerNoAlg: {
    title: HEADER_JSON,
    description: 'The header has no "alg": name the algorithm to sign with, e.g. "HS256".',
  },
  signNone: {
    title: HEADER_JSON,
    description:
      'alg "none" makes an unsigned token, which no one should accept: choose HS256, RS256, ES256, EdDSA or another.',
  },
  signUnknownAlg: {
    title: HEADER_JSON,
    description: ({ alg }) => `alg ${alg} is not one this tool signs with: HS, RS, PS, ES 256/384/512 or EdDSA.`,
  },
  payloadJson: { title: PAYLOAD_JSON, description: reasonWords },
  payloadNotObject: {
    title: PAYLOAD_JSON,
    description: ({ kind }) => `The payload must be a JSON object of claims, not ${kindWords(kind)}.`,
  },
  payloadTooLong: {
    title: PAYLOAD_JSON,
    description: ({ size, limit }) =>
      sized('payload', 'encoder', 'signs payloads', size, limit, 'a token travels in every request'),
  },
  signNeedsSecret: {
    title: SIGN_FAILED,
    description: ({ alg }) => `Enter a secret to sign with ${alg}, or press "Generate a key for trying".`,
  },
  signNeedsKey: {
    title: SIGN_FAILED,
    description: ({ alg }) =>
      `Paste a private key (PEM or JWK) to sign with ${alg}, or press "Generate a key for trying".`,
  },
  signFailed: { title: SIGN_FAILED, description: ({ reason }) => reason },
});

/** The verdict, the claims and the notes of a result (../result.ts puts them together). */
export const JWT_RESULT_WORDS = {
  /** The payload of a JWS that is not JSON: shown as text. */
  payloadNotJson: (reason: string) => `The payload (part 2) is not JSON (${reason}): shown as text.`,
  payloadNotObject: (kind: JsonKind) => notObject(JWT_PARTS.payload, kind),
  jweNote: (enc: string) =>
    `Encrypted token (JWE${enc ? `, ${enc}` : ''}): the payload cannot be read without the recipient's key; only the header is shown.`,

  // The verdict.
  verdictValid: (alg: string, key: string) => `Signature valid: verified with ${alg} and ${key}.`,
  verdictInvalid: (alg: string) =>
    `Signature NOT valid: this ${alg} signature was not made with this key, or the token was changed after signing.`,
  verdictNone:
    'NOT valid: alg is "none", so the token carries no signature and anyone could have written it. Never accept it.',
  verdictNoAlg: 'NOT valid: the header names no alg, so there is nothing to verify the signature with.',
  verdictUnknownAlg: (alg: string) =>
    `Not verified: alg ${alg} is not one this tool verifies (HS, RS, PS, ES 256/384/512 and EdDSA).`,
  verdictNoSecret: (alg: string) => `Not verified: enter the secret to check this ${alg} signature.`,
  verdictNoKey: (alg: string) =>
    `Not verified: paste the public key (PEM, JWK or JWKS) to check this ${alg} signature.`,
  verdictKeyFault: (reason: string) => `Not verified: ${reason}`,
  verdictJwe: "Not verified: an encrypted token (JWE) is checked when it is decrypted, with the recipient's key.",
  expiredButSigned: 'The signature is good, but the token has EXPIRED: it must not be accepted any more.',
  notYetButSigned: 'The signature is good, but the token is NOT YET valid (see nbf).',
  keySecret: (encoding: string) => `the secret (${encoding})`,
  secretEncodings: { text: 'text', base64: 'Base64' },
  keyKinds: {
    publicKey: 'the public key',
    certificate: "the certificate's public key",
    privateHalf: "the private key's public half",
    jwk: 'the JWK',
    jwksKey: 'the JWKS key',
  },
  keyNamed: (kind: string, kid: string | undefined) => (kid ? `${kind} with kid "${kid}"` : kind),

  // Claims.
  claimsHeading: (now: string) => `Claims (now ${now})`,
  noClaims: 'No claims: the payload is an empty object.',
  headerHeading: 'Header',
  expired: (ago: string) => `expired ${ago} ago`,
  /** "valid for 2 more days". */
  validFor: (left: string) => `valid for ${left.replace(/^(\d+) /, '$1 more ')}`,
  notYet: (wait: string) => `not valid yet: starts in ${wait}`,
  validSince: (since: string) => `valid since ${since} ago`,
  issuedAgo: (ago: string) => `issued ${ago} ago`,
  issuedAhead: (ahead: string) => `issued in the future (${ahead} from now): check the issuer's clock`,
  notADate: 'not a number of seconds: not a valid date',
  /** "2026-11-27 03:37:00 UTC". */
  date: (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`,
  /** "3 hours", "1 minute". */
  span: (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`,
  claimNames: {
    exp: 'Expires',
    nbf: 'Not before',
    iat: 'Issued at',
    iss: 'Issuer',
    sub: 'Subject',
    aud: 'Audience',
    jti: 'JWT ID',
  },
  headerNames: { alg: 'Algorithm', typ: 'Type', kid: 'Key ID', cty: 'Content type', enc: 'Encryption' },

  // Signing.
  resigned: 'The payload was a token: its claims are signed again under this header and key.',
  hmacPublic: (alg: string) => `${alg} verifies with the same secret that signed it: there is no public key.`,
} as const;

/** The screen's words. */
export const JWT_TEXTS = {
  emptyToken: EMPTY_TOKEN,
  emptyPayload: 'Type the payload JSON (the claims) to sign.',
  signFailedTitle: SIGN_FAILED,
  tokenLabel: 'JSON Web Token',
  tokenPlaceholder: 'Paste a JWT here (eyJhbGciOi…): it is decoded on your device and never sent.',
  payloadLabel: 'Payload (JSON claims)',
  payloadPlaceholder: 'Type the claims to sign, e.g. {"sub": "1234567890", "exp": 1893456000}',
  secretLabel: 'Secret (HS256/384/512)',
  secretPlaceholder: 'HMAC secret',
  secretEncodingLabel: 'Secret is',
  secretAsText: 'Text (UTF-8)',
  secretAsBase64: 'Base64',
  publicKeyLabel: 'Public key to verify (PEM, JWK or JWKS)',
  publicKeyPlaceholder:
    'For RS, PS, ES and EdDSA tokens: -----BEGIN PUBLIC KEY-----, a certificate, a JWK, or a JWKS {"keys": […]} (the key is chosen by kid)',
  headerLabel: 'Header (JSON)',
  headerPlaceholder: '{"alg": "HS256", "typ": "JWT"}',
  privateKeyLabel: (alg: string) => `Private key to sign with ${alg} (PEM or JWK)`,
  privateKeyPlaceholder: '-----BEGIN PRIVATE KEY----- (PKCS#8) or a JWK with "d"',
  generateKey: 'Generate a key for trying',
  keyGenerated: 'Key generated on your device: for trying only',
  decode: 'Decode & Verify',
  decoding: 'Decoding',
  decodeFault: 'Decoding failed',
  summaryTab: 'Verdict & claims',
  summaryLabel: 'Verdict and claims',
  payloadTab: 'Payload',
  payloadOutput: 'Payload',
  headerTab: 'Header',
  headerOutput: 'Header',
  sign: 'Sign',
  signing: 'Signing',
  signed: 'Token signed',
  tokenTab: 'Token',
  tokenOutput: 'Signed token',
  publicKeyTab: 'Public key',
  publicKeyOutput: 'Public key to verify with',
} as const;
