/** The JWT decoder's words (one table, for translation). */
export const JWT_MESSAGES = {
  invalidTitle: 'Invalid token',
  emptyToken: 'Paste a JSON Web Token (eyJ…) to decode it.',
  emptyPayload: 'Type the payload JSON (the claims) to sign.',
  payloadTooLong: (size: string, limit: string) =>
    `This payload is ${size}; the encoder signs payloads up to ${limit} (a token travels in every request).`,
  tooLong: (size: string, limit: string) =>
    `This token is ${size}; the decoder reads tokens up to ${limit} (real ones are a few KB).`,
  noDot: 'A JWT is three Base64url parts joined by dots (header.payload.signature); this text has no dot.',
  partCount: (parts: number) =>
    `A JWT has 3 parts joined by 2 dots (an encrypted JWE has 5 parts): this one has ${parts} parts (${parts - 1} dots).`,
  emptyPart: (part: string) => `The ${part} is empty.`,
  badCharacter: (part: string, character: string, index: number) =>
    `The ${part} is not Base64url: ${character} at character ${index + 1} of the part (Base64url uses A–Z, a–z, 0–9, - and _).`,
  badLength: (part: string, length: number) =>
    `The ${part} is not Base64url: ${length} characters leave one stray character at the end (is the token cut short?).`,
  notUtf8: (part: string) => `The ${part} is not UTF-8 text once decoded.`,
  notJson: (part: string, reason: string) => `The ${part} is not JSON: ${reason}`,
  notObject: (part: string, kind: string) => `The ${part} must be a JSON object, not ${kind}.`,
  /** The payload of a JWS that is not JSON: shown as text. */
  payloadNotJson: (reason: string) => `The payload (part 2) is not JSON (${reason}): shown as text.`,
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
  keyNamed: (kind: string, kid: string | undefined) => (kid ? `${kind} with kid "${kid}"` : kind),

  // Claims.
  claimsHeading: 'Claims',
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

  // Keys.
  keyTitle: 'Unusable key',
  secretNotBase64: 'The secret is not Base64: use A–Z, a–z, 0–9, + and / (or - and _), with = padding at the end.',
  emptySecret: 'The secret is empty.',
  pemTruncated: (label: string) => `The PEM block "${label}" has no END line: the key was cut short.`,
  pemBadBody: (label: string) => `The PEM block "${label}" is not valid Base64 inside.`,
  pemUnknown: (label: string) =>
    `A PEM "${label}" is not a key this tool reads: use BEGIN PUBLIC KEY, BEGIN PRIVATE KEY or BEGIN CERTIFICATE.`,
  pemPkcs1: (label: string) =>
    `A "${label}" (PKCS#1/SEC1) key is not read by browsers: convert it with ` +
    '`openssl pkcs8 -topk8 -nocrypt -in key.pem` (a private key) or `openssl pkey -pubout` (a public key).',
  pemEncrypted: 'This private key is encrypted with a passphrase: decrypt it first (`openssl pkey -in key.pem`).',
  notAKey: 'The key is neither a PEM block (-----BEGIN …) nor a JWK or JWKS (JSON).',
  badJwk: (reason: string) => `The JWK is not usable: ${reason}`,
  keyDoesNotFit: (alg: string, reason: string) => `this key does not fit ${alg}: ${reason}`,
  noKidMatch: (kid: string, kids: string) => `no key in the JWKS has kid "${kid}" (it has ${kids || 'no kids'}).`,
  noJwksMatch: (alg: string) => `no key in the JWKS fits ${alg}.`,
  publicForSigning: 'This is a public key: signing needs the private key (BEGIN PRIVATE KEY or a JWK with "d").',

  // Signing.
  headerTitle: 'Invalid header JSON',
  payloadTitle: 'Invalid payload JSON',
  headerNotObject: 'The header must be a JSON object with an "alg", e.g. {"alg": "HS256", "typ": "JWT"}.',
  payloadNotObject: (kind: string) => `The payload must be a JSON object of claims, not ${kind}.`,
  headerNoAlg: 'The header has no "alg": name the algorithm to sign with, e.g. "HS256".',
  signNone:
    'alg "none" makes an unsigned token, which no one should accept: choose HS256, RS256, ES256, EdDSA or another.',
  signUnknownAlg: (alg: string) => `alg ${alg} is not one this tool signs with: HS, RS, PS, ES 256/384/512 or EdDSA.`,
  signNeedsSecret: (alg: string) => `Enter a secret to sign with ${alg}, or press "Generate a key for trying".`,
  signNeedsKey: (alg: string) =>
    `Paste a private key (PEM or JWK) to sign with ${alg}, or press "Generate a key for trying".`,
  signFailedTitle: 'Could not sign',
  resigned: 'The payload was a token: its claims are signed again under this header and key.',
  hmacPublic: (alg: string) => `${alg} verifies with the same secret that signed it: there is no public key.`,
} as const;
