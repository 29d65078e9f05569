/**
 * Base32 for the tools that make identifiers (the OTP tool's secrets, the token generator's ULIDs): @scure/base's,
 * the one Base32 implementation in the project (the Base32 / Base58 encoder decodes with it too).
 */
import { base32crockford, base32nopad } from '@scure/base';

/** RFC 4648's Base32 alphabet, and Crockford's (ULIDs). */
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Base32 of `bytes` in one of the two alphabets, five bits a character, without padding (a last partial group zero-filled). */
export const encodeBase32 = (
  bytes: Uint8Array,
  alphabet: typeof BASE32_ALPHABET | typeof CROCKFORD_ALPHABET = BASE32_ALPHABET,
): string => (alphabet === CROCKFORD_ALPHABET ? base32crockford : base32nopad).encode(bytes);
