/** The key pair generator's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const BAD_TYPE = 'Unsupported key';

export const KEY_PAIR_FAULTS = defineFaultWords(fault, {
  rsaTooLarge: {
    title: BAD_TYPE,
    description: ({ bits }) =>
      `RSA keys here are 2048, 3072 or 4096 bits: ${bits.toLocaleString('en')} bits would take minutes to generate and nothing needs one (4096 is already past what RSA security gains).`,
  },
  badType: {
    title: BAD_TYPE,
    description: ({ type }) =>
      `"${type}" is not a key type this tool makes: RSA 2048, 3072 or 4096 bits, ECDSA P-256, P-384 or P-521, Ed25519 or X25519.`,
  },
  commentTooLong: {
    title: BAD_TYPE,
    description: ({ max }) => `The comment is at most ${max} characters, on one line.`,
  },
});

/** The screen's words. */
export const KEY_PAIR_MESSAGES = {
  title: 'Key Pair Generator',
  typeLabel: 'Key type',
  commentLabel: 'Comment (OpenSSH)',
  commentPlaceholder: 'you@laptop',
  generate: 'Generate Key Pair',
  note: "Made on your device with WebCrypto, in a worker, from the browser's secure random source. Nothing is stored or sent; the private key never goes into a link.",
  resultLabel: 'Key formats',
  download: 'Download',
  /** The Downloads' names, from the key type (ed25519, rsa_4096…). */
  fileNames: (base: string) => ({
    privatePem: `${base}.key`,
    publicPem: `${base}.pub.pem`,
    publicJwk: `${base}.pub.jwk.json`,
    privateJwk: `${base}.jwk.json`,
    openssh: `id_${base}.pub`,
    opensshPrivate: `id_${base}`,
  }),
  generating: 'Generating',
  generated: 'Key pair generated on your device',
  privateTab: 'Private key',
  publicTab: 'Public key',
  jwkTab: 'JWK',
  opensshTab: 'OpenSSH',
  privatePem: 'Private key (PKCS#8 PEM)',
  publicPem: 'Public key (SPKI PEM)',
  privateJwk: 'Private JWK',
  publicJwk: 'Public JWK',
  opensshLine: 'OpenSSH public key',
  opensshPrivate: 'OpenSSH private key',
  hiddenOpensshPrivate: 'The OpenSSH private key (what ssh reads, as ~/.ssh/id_…) is hidden, like the private key.',
  fingerprint: 'Fingerprint (as ssh-keygen -l prints it)',
  showPrivate: 'Show private key',
  hiddenPrivate:
    'The private key is hidden: it is yours alone. It stays on this device, never goes into a link, and is gone when you leave the page. Copy and Download still work.',
  hiddenPrivateJwk: 'The private JWK is hidden, like the private key.',
  privateCopied: 'Private key copied: keep it secret',
  noOpenssh: 'X25519 is a key-agreement key: OpenSSH has no public key line or fingerprint for it.',
  empty: 'Choose a key type and press Generate Key Pair: the keys are made here, with WebCrypto, in a worker.',
  failedTitle: 'Key generation failed',
} as const;
