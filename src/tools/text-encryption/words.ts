/** The encryption tool's words, one catalogue: its faults and its page. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault, type TooCostly } from './core/faults';

const TITLES = { encrypt: 'Cannot encrypt', decrypt: 'Cannot decrypt' } as const;
const DECRYPT = TITLES.decrypt;

/** What an envelope asks for, beyond the limit. */
const costWords = (cost: TooCostly) =>
  cost.kind === 'pbkdf2'
    ? `${formatCount(cost.iterations)} PBKDF2 iterations`
    : cost.kind === 'argon2Memory'
      ? `Argon2 memory of ${formatCount(cost.memoryKiB)} KiB`
      : `Argon2 ${cost.iterations} iterations, parallelism ${cost.parallelism}`;

export const CRYPT_FAULTS = defineFaultWords(fault, {
  noPassphrase: { title: ({ action }) => TITLES[action], description: 'Type a passphrase first.' },
  noKey: {
    title: ({ action }) => TITLES[action],
    description: 'Type a key first: 64 hex characters (32 bytes), or its Base64.',
  },
  badKey: {
    title: ({ action }) => TITLES[action],
    description: 'The key must be 32 bytes: 64 hex characters, or 44 characters of Base64.',
  },
  wrongSecret: {
    title: DECRYPT,
    description:
      'Wrong passphrase or key, or the data was changed or damaged: nothing was decrypted (AES-GCM checks every byte).',
  },
  wrongOpenssl: {
    title: DECRYPT,
    description:
      'Wrong passphrase, or the data was changed or damaged (openssl enc -aes-256-cbc -pbkdf2 with 10,000 iterations): nothing was decrypted.',
  },
  notEnvelope: {
    title: DECRYPT,
    description:
      'This is not an encrypted envelope of this tool (Base64 starting "RFRFTg") nor openssl enc output (Base64 starting "U2FsdGVkX1").',
  },
  badBase64: { title: DECRYPT, description: 'The encrypted text is not valid Base64.' },
  cutShort: { title: DECRYPT, description: 'The encrypted data is cut short: its header or tag is incomplete.' },
  newerVersion: {
    title: DECRYPT,
    description: ({ version }) => `This envelope is version ${version}: this tool reads version 1.`,
  },
  unknownKdf: { title: DECRYPT, description: ({ code }) => `Unknown key derivation (code ${code}) in the envelope.` },
  tooCostly: {
    title: DECRYPT,
    description: (cost) => `The envelope asks for ${costWords(cost)}, beyond this tool's limit: it was not made here.`,
  },
  needsKey: { title: DECRYPT, description: 'This was encrypted with a raw key: choose "Raw key" and type it.' },
  needsPassphrase: {
    title: DECRYPT,
    description: 'This was encrypted with a passphrase: choose a passphrase and type it.',
  },
  truncatedFile: {
    title: DECRYPT,
    description:
      'The encrypted file is cut short or its chunks are out of order: its last chunk is missing or changed. Nothing was decrypted.',
  },
  wrongFileChunk: {
    title: DECRYPT,
    description: ({ index }) =>
      `Wrong passphrase or key, or chunk ${index + 1} was changed, moved or damaged: nothing was decrypted.`,
  },
  notText: {
    title: DECRYPT,
    description:
      'The decrypted data is not UTF-8 text: encrypt files with the File section, which keeps bytes as they are.',
  },
  fileEnvelope: { title: DECRYPT, description: 'This is an encrypted file: decrypt it with the File section.' },
  textEnvelope: {
    title: DECRYPT,
    description: 'This is an encrypted text, not a file: paste it into the text input.',
  },
});

/** The page's words. */
export const CRYPT_PAGE = {
  inputEncrypt: 'Text to encrypt',
  inputDecrypt: 'Encrypted text',
  placeholderEncrypt: 'Type or paste the text to encrypt',
  placeholderDecrypt: 'Paste an envelope (RFRFTg…) or openssl enc -a output (U2FsdGVkX1…)',
  kdf: 'Key from',
  passphrase: 'Passphrase',
  passphrasePlaceholder: 'A long passphrase',
  key: 'Raw key',
  keyPlaceholder: '64 hex characters (openssl rand -hex 32)',
  encrypt: 'Encrypt',
  encrypting: 'Encrypting',
  decrypt: 'Decrypt',
  decrypting: 'Decrypting',
  envelope: 'Envelope (Base64)',
  plaintext: 'Decrypted text',
  blankEncrypt: 'Type the text to encrypt.',
  blankDecrypt: 'Paste the encrypted text.',
  fileHeading: 'Files of any size',
  fileHint:
    'A file is encrypted in 1 MiB chunks in the worker, each with its own tag, and comes back as a download (.dtenc). Decrypting checks every chunk and the end before anything is offered.',
  dropFile: 'Drop a file here, or choose one',
  encryptFile: 'Encrypt file',
  decryptFile: 'Decrypt file',
  working: 'Working on the file',
  done: 'Done: every chunk checked.',
  download: 'Download',
  ready: (name: string, size: string) => `${name} is ready (${size}).`,
  clearFile: 'Clear file',
} as const;
