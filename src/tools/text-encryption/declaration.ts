import { CRYPT_PAGE } from './words';
import { CRYPT_DEFAULTS, type CryptOptions } from './core/options';
import { cryptTextInWorker } from './in-worker';
import { coreOfActions, oneOutput, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const KDFS = [
  { value: 'pbkdf2', label: 'Passphrase (PBKDF2)' },
  { value: 'argon2id', label: 'Passphrase (Argon2id)' },
  { value: 'key', label: 'Raw key (256-bit)' },
] as const;

const isEncrypt = (action: string) => action === 'encrypt';

/**
 * AES-256-GCM texts with a passphrase or a raw key, both secrets (never in a share link); every run in the worker
 * (a passphrase derivation takes a good part of a second, by design). Files: ./FileEncryption.
 */
export const textEncryption: ToolDeclaration<CryptOptions> = {
  input: {
    label: (_options, action) => (isEncrypt(action) ? CRYPT_PAGE.inputEncrypt : CRYPT_PAGE.inputDecrypt),
    placeholder: (_options, action) =>
      isEncrypt(action) ? CRYPT_PAGE.placeholderEncrypt : CRYPT_PAGE.placeholderDecrypt,
  },
  defaults: CRYPT_DEFAULTS,
  options: {
    kdf: { kind: 'select', label: CRYPT_PAGE.kdf, choices: KDFS },
    passphrase: {
      kind: 'text',
      label: CRYPT_PAGE.passphrase,
      placeholder: CRYPT_PAGE.passphrasePlaceholder,
      secret: true,
      maxChars: 1000,
      when: ({ kdf }) => kdf !== 'key',
    },
    key: {
      kind: 'text',
      label: CRYPT_PAGE.key,
      placeholder: CRYPT_PAGE.keyPlaceholder,
      secret: true,
      maxChars: 100,
      when: ({ kdf }) => kdf === 'key',
    },
  },
  actions: [
    {
      id: 'encrypt',
      label: CRYPT_PAGE.encrypt,
      jobLabel: CRYPT_PAGE.encrypting,
      blank: CRYPT_PAGE.blankEncrypt,
      outputs: [{ id: 'output', label: CRYPT_PAGE.envelope, fileName: 'encrypted.txt' }],
    },
    {
      id: 'decrypt',
      label: CRYPT_PAGE.decrypt,
      jobLabel: CRYPT_PAGE.decrypting,
      blank: CRYPT_PAGE.blankDecrypt,
      outputs: [{ id: 'output', label: CRYPT_PAGE.plaintext, fileName: 'decrypted.txt' }],
    },
  ],
  run: {
    core: coreOfActions(async () => (await import('./core')).CRYPT_ACTIONS),
    inWorker: async (action, text, options, job) => oneOutput(await cryptTextInWorker(action, text, options, job)),
    workerFromChars: 0,
    // Live as you type (in the worker, the newest run waiting for the one in progress): each run derives the key
    // anew (PBKDF2 at 600,000 iterations, some 0.3-1 s), so a pasted envelope decrypts as soon as the passphrase is
    // there. Beyond this, on the button.
    liveUpToChars: 10_000,
  },
  examples: EXAMPLES,
};

export default textEncryption;
