/** The encryption tool's words (one table, for translation). */
export const CRYPT_MESSAGES = {
  encryptTitle: 'Cannot encrypt',
  decryptTitle: 'Cannot decrypt',
  noPassphrase: 'Type a passphrase first.',
  noKey: 'Type a key first: 64 hex characters (32 bytes), or its Base64.',
  badKey: 'The key must be 32 bytes: 64 hex characters, or 44 characters of Base64.',
  wrongSecret:
    'Wrong passphrase or key, or the data was changed or damaged: nothing was decrypted (AES-GCM checks every byte).',
  wrongOpenssl:
    'Wrong passphrase, or the data was changed or damaged (openssl enc -aes-256-cbc -pbkdf2 with 10,000 iterations): nothing was decrypted.',
  notEnvelope:
    'This is not an encrypted envelope of this tool (Base64 starting "RFRFTg") nor openssl enc output (Base64 starting "U2FsdGVkX1").',
  badBase64: 'The encrypted text is not valid Base64.',
  cutShort: 'The encrypted data is cut short: its header or tag is incomplete.',
  newerVersion: (version: number) => `This envelope is version ${version}: this tool reads version 1.`,
  unknownKdf: (code: number) => `Unknown key derivation (code ${code}) in the envelope.`,
  tooCostly: (what: string) => `The envelope asks for ${what}, beyond this tool's limit: it was not made here.`,
  needsKey: 'This was encrypted with a raw key: choose "Raw key" and type it.',
  needsPassphrase: 'This was encrypted with a passphrase: choose a passphrase and type it.',
  truncatedFile:
    'The encrypted file is cut short or its chunks are out of order: its last chunk is missing or changed. Nothing was decrypted.',
  wrongFileChunk: (index: number) =>
    `Wrong passphrase or key, or chunk ${index + 1} was changed, moved or damaged: nothing was decrypted.`,
  notText: 'The decrypted data is not UTF-8 text: encrypt files with the File section, which keeps bytes as they are.',
  fileEnvelope: 'This is an encrypted file: decrypt it with the File section.',
  textEnvelope: 'This is an encrypted text, not a file: paste it into the text input.',
} as const;

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
