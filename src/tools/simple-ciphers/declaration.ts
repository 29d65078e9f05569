import { CIPHER_ACTIONS, CIPHER_DEFAULTS, type Cipher, type CipherOptions } from './core';
import { cipherOutput } from './output';
import { CIPHER_TEXTS } from './words';
import { runCipherInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const CIPHER_LABELS: Record<Cipher, string> = {
  rot13: 'ROT13',
  rot47: 'ROT47',
  caesar: 'Caesar',
  atbash: 'Atbash',
  vigenere: 'Vigenère',
};

const ONE_WAY = [CIPHER_ACTIONS.encrypt, CIPHER_ACTIONS.decrypt];

/**
 * ROT13, ROT47, Caesar, Atbash and Vigenère both ways, and Caesar's 25 shifts ranked, in the tool's worker, as you
 * type up to 200,000 characters (see the core README for the measured speed).
 */
export const simpleCiphers: ToolDeclaration<CipherOptions> = {
  input: {
    label: (_options, action) => (action === CIPHER_ACTIONS.encrypt ? 'Plain text' : 'Cipher text'),
    placeholder: (_options, action) =>
      action === CIPHER_ACTIONS.encrypt
        ? 'Type text to encrypt, e.g. Attack at dawn'
        : 'Type text to decrypt, e.g. Dwwdfn dw gdzq',
  },
  defaults: CIPHER_DEFAULTS,
  options: {
    cipher: {
      kind: 'select',
      label: 'Cipher',
      choices: Object.entries(CIPHER_LABELS).map(([value, label]) => ({ value: value as Cipher, label })),
      actions: ONE_WAY,
    },
    shift: {
      kind: 'text',
      label: 'Shift',
      placeholder: 'e.g. 3',
      maxChars: 12,
      actions: ONE_WAY,
      when: ({ cipher }) => cipher === 'caesar',
    },
    key: {
      kind: 'text',
      label: 'Key',
      placeholder: 'e.g. LEMON',
      maxChars: 100,
      actions: ONE_WAY,
      when: ({ cipher }) => cipher === 'vigenere',
    },
  },
  actions: [
    {
      id: CIPHER_ACTIONS.encrypt,
      label: 'Encrypt',
      jobLabel: 'Encrypting',
      blank: CIPHER_TEXTS.blankEncrypt,
      outputs: [{ id: 'output', label: 'Cipher text', fileName: 'encrypted.txt' }],
    },
    {
      id: CIPHER_ACTIONS.decrypt,
      label: 'Decrypt',
      jobLabel: 'Decrypting',
      blank: CIPHER_TEXTS.blankDecrypt,
      outputs: [{ id: 'output', label: 'Plain text', fileName: 'decrypted.txt' }],
    },
    {
      id: CIPHER_ACTIONS.tryAll,
      label: 'Try all shifts',
      jobLabel: 'Trying every shift',
      blank: CIPHER_TEXTS.blankTryAll,
      outputs: [{ id: 'output', label: 'Candidates, most English first', fileName: 'caesar-shifts.txt', wrap: false }],
    },
  ],
  run: {
    // What the examples' unit test runs (the page runs the worker).
    core: (action, text, options) =>
      Promise.resolve().then(() => ({ outputs: { output: cipherOutput(action, text, options) } })),
    inWorker: async (action, text, options, job) => ({
      outputs: { output: (await runCipherInWorker(action, text, options, job)).output },
    }),
    liveUpToChars: 200_000,
  },
  examples: EXAMPLES,
};

export default simpleCiphers;
