/** The token and ID generator's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const ALPHABET_HINT = 'Type the characters to draw from, each once, e.g. 0123456789abcdef.';
const prefixHint = (max: number) => `A prefix has up to ${max} letters, digits, _, - or . (e.g. sk_live_).`;

export const TOKEN_FAULTS = defineFaultWords(fault, {
  badLength: {
    title: ({ min, max }) => `The length must be a whole number from ${min} to ${max}`,
    description: 'Type a number of characters.',
  },
  alphabetTooSmall: { title: 'The alphabet needs at least 2 different characters', description: ALPHABET_HINT },
  alphabetTooLarge: { title: ({ max }) => `An alphabet of more than ${max} characters`, description: ALPHABET_HINT },
  duplicateCharacter: {
    title: ({ char, position, first }) => `"${char}" at position ${position} is already at position ${first}`,
    description: 'Each character may appear once, or it would be drawn more often than the others.',
  },
  badPrefix: {
    title: ({ char, position }) => `"${char}" at position ${position} is not allowed in a prefix`,
    description: ({ max }) => prefixHint(max),
  },
  prefixTooLong: {
    title: ({ max }) => `A prefix of more than ${max} characters`,
    description: ({ max }) => prefixHint(max),
  },
  notUlid: { title: 'Not a ULID', description: 'A ULID has 26 characters of Crockford Base32, the first 0 to 7.' },
  notObjectId: { title: 'Not an ObjectId', description: 'An ObjectId has 24 hex digits.' },
});

/** The screen's words: kinds, fields, bulk export. */
export const TOKEN_TEXTS = {
  generatePanel: 'Generate',
  kind: 'Kind',
  kindUlid: 'ULID (time-sortable, monotonic)',
  kindNanoid: 'NanoID',
  kindRandom: 'Random string',
  kindApiKey: 'API key with a prefix',
  kindObjectId: 'MongoDB ObjectId',
  charset: 'Characters',
  charsetHex: 'Hex (0-9 a-f)',
  charsetBase64url: 'Base64url (A-Z a-z 0-9 - _)',
  charsetAlphanumeric: 'Alphanumeric (A-Z a-z 0-9)',
  charsetCustom: 'Any alphabet',
  alphabet: 'Alphabet',
  length: 'Length',
  size: 'Size',
  prefix: 'Prefix',
  prefixPlaceholder: 'e.g. sk_live_',
  quantity: 'Quantity',
  generate: 'Generate',
  generated: 'Generated tokens',
  copyToken: (position: number) => `Copy token ${position}`,
  copyAll: 'Copy all',
  copied: 'Copied to clipboard',
  timeOf: (iso: string) => `Time: ${iso}`,
  entropy: (bits: string) => `${bits} bits of randomness per token`,
  bulkPanel: 'Bulk export',
  bulkNote: (max: string) =>
    `Up to ${max} tokens of the kind and settings above, one per line, generated in a background worker on your device.`,
  bulkNoun: 'tokens',
  bulkFileName: (kind: string, count: number) => `${kind}-${count}.txt`,
  privacy:
    'Every character comes from crypto.getRandomValues, each equally likely (rejection sampling). Nothing is stored, sent, or put in a share link.',
} as const;
