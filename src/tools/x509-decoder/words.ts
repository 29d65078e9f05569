/** The certificate decoder's words, one catalogue: its faults and its page. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

const INVALID = 'Invalid PEM';
const INVALID_DER = 'Invalid DER';
const DAMAGED_DER = 'The data is not a whole DER structure: it ends early or is damaged.';
const wrongBase64 = (label: string) => `Wrong Base64 in the ${label} block`;

export const X509_FAULTS = defineFaultWords(fault, {
  invalidDer: { title: INVALID_DER, description: DAMAGED_DER },
  derNotKnown: {
    title: INVALID_DER,
    description: 'The DER data is not a certificate, certificate request, public key or private key this tool knows.',
  },
  nothingFound: {
    title: INVALID,
    description:
      'No PEM block (-----BEGIN CERTIFICATE-----…), OpenSSH public key (ssh-ed25519 AAAA…) or Base64 DER found.',
  },
  truncated: {
    title: INVALID,
    description: ({ label, line }) =>
      `Truncated PEM: the ${label} block that begins on line ${line} has no -----END ${label}----- line.`,
  },
  endMismatch: {
    title: INVALID,
    description: ({ label, found }) =>
      `The ${label} block ends with -----END ${found}-----, not -----END ${label}-----.`,
  },
  badBase64Char: {
    title: INVALID,
    description: ({ label, char, line, column }) =>
      `${wrongBase64(label)}: ${JSON.stringify(char)} is not a Base64 character (line ${line}, column ${column}).`,
  },
  badPadding: {
    title: INVALID,
    description: ({ label, line, column }) =>
      `${wrongBase64(label)}: "=" padding is only allowed at its end (line ${line}, column ${column}).`,
  },
  badBase64Length: {
    title: INVALID,
    description: ({ label, count }) =>
      `${wrongBase64(label)}: ${count} characters, not a multiple of 4 (a line is missing or cut short).`,
  },
  emptyBlock: { title: INVALID, description: ({ label }) => `The ${label} block holds no data.` },
  damagedBlock: {
    title: INVALID,
    description: ({ label, line, reason }) =>
      `The ${label} block on line ${line} does not decode: ${reason ?? DAMAGED_DER}`,
  },
  unknownLabel: {
    title: INVALID,
    description: ({ label }) =>
      `A "${label}" block is not a certificate, request or key: this tool reads CERTIFICATE, CERTIFICATE REQUEST, PUBLIC KEY and key blocks.`,
  },
  badSshKey: {
    title: INVALID,
    description: ({ line }) => `The OpenSSH public key on line ${line} is damaged: its data does not match its type.`,
  },
  tooLarge: {
    title: INVALID,
    description: ({ limit }) => `The input is over ${formatCount(limit)} characters: paste one chain at a time.`,
  },
  tooManyBlocks: {
    title: INVALID,
    description: ({ limit }) => `Over ${limit} blocks: this tool reads up to ${limit} at a time.`,
  },
});

/** The page's words: the input, its file, the action. */
export const X509_PAGE = {
  inputLabel: 'Certificate, request or key',
  placeholder:
    'Paste a PEM certificate (-----BEGIN CERTIFICATE-----…), a whole chain, a CSR, a public key or an OpenSSH key (ssh-ed25519 AAAA…), or open a .pem, .crt, .der file',
  hint: 'Read on this page only: nothing is fetched (AIA and CRL addresses are shown as text) and a private key never goes into a share link.',
  fileName: 'a .pem, .crt, .cer, .der, .csr or .pub file',
  blank: 'Paste a certificate, request or key to decode.',
  decode: 'Decode',
  decoding: 'Decoding',
  details: 'Details',
  fault: 'Decoding failed',
  loaded: 'Example loaded',
} as const;
