import type { OutputFormat } from './core/format';

/** Spec section 9: the one failure message of the hash generator. */
export const HASH_FAILED = 'Failed to generate hashes';

/** Toast after copying a result (spec section 9). */
export const copiedMessage = (label: string) => `${label} hash copied to clipboard`;

/** The Verify field's read-out when no result matches the expected checksum. */
export const NO_MATCH = 'No match';

/** The Verify field's read-out when some do: 'Matches SHA-256' (their result labels). */
export const matchesMessage = (labels: readonly string[]) => `Matches ${labels.join(', ')}`;

/** The output formats' names. */
export const OUTPUT_FORMAT_LABELS: Readonly<Record<OutputFormat, string>> = {
  hex: 'Hex (lowercase)',
  HEX: 'Hex (uppercase)',
  base64: 'Base64',
};

/** The hash generator's screen words (labels, hints, status), one table for translation. */
export const HASH_TEXTS = {
  inputPanel: 'Input',
  optionsPanel: 'Options',
  textToHash: 'Text to hash',
  textPlaceholder: 'Type or paste text; hashes update as you type',
  clearText: 'Clear text',
  dropFile: 'Or drop a file here or click to choose',
  dropHint: 'Files of any size are read in chunks on your device and never uploaded.',
  clearFile: 'Clear file',
  algorithms: 'Algorithms',
  outputFormat: 'Output format',
  verify: 'Verify',
  verifyPlaceholder: 'Paste an expected checksum',
  hmac: 'HMAC',
  hmacDescription: 'Keyed hash (HMAC) for the MD5 and SHA families',
  hmacKey: 'HMAC key',
  hmacKeyPlaceholder: 'Secret key (UTF-8 text)',
  noKeyedAlgorithm: 'None of the chosen algorithms has an HMAC: tick MD5 or one of the SHA family.',
  engineWebCrypto: 'WebCrypto (the browser’s native code)',
  engineWasm: 'hash-wasm (WebAssembly)',
  noDigest: '—',
  copyHash: (label: string) => `Copy ${label} hash`,
  computedWith: (engine: string) => `Computed with ${engine}`,
  allTab: 'All',
  hashes: 'Hashes',
  hashesOf: (name: string) => `Hashes of ${name}`,
  results: (name: string) => `${name} results`,
  hashedIn: (size: string, seconds: string, rate: string) =>
    `Hashed ${size} in ${seconds} s${rate ? ` · ${rate}` : ''}`,
  hashing: 'Hashing',
  hashingFile: 'Hashing file',
  cancelHashing: 'Cancel hashing',
  hashAgain: 'Hash again',
} as const;
