/** Spec section 9: the one failure message of the hash generator. */
export const HASH_FAILED = 'Failed to generate hashes';

/** Toast after copying a result (spec section 9). */
export const copiedMessage = (label: string) => `${label} hash copied to clipboard`;

/** UTF-8 bytes of text: what every hash of text is computed over. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
