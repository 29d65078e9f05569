/** The TOTP / HOTP tool's words, one catalogue: its faults and its screen. */
import { defineFaultWords, wordFault } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const BASE32_HINT = 'A Base32 secret uses the letters A to Z and the digits 2 to 7; spaces and lower case are fine.';

export const OTP_FAULTS = defineFaultWords(fault, {
  emptySecret: { title: 'Enter a Base32 secret', description: 'Paste one, or press New secret.' },
  badCharacter: {
    title: ({ character, position }) => `"${character}" at position ${position} is not Base32`,
    description: ({ character, lookalike }) =>
      lookalike ? `"${character}" is not Base32: did you mean the letter ${lookalike}?` : BASE32_HINT,
  },
  badPadding: {
    title: ({ position }) => `Padding "=" at position ${position} is not at the end`,
    description: BASE32_HINT,
  },
  secretTooLong: {
    title: ({ max }) => `A secret of more than ${max} characters`,
    description: 'OTP secrets are some 16 to 103 Base32 characters.',
  },
  badCode: {
    title: ({ digits }) => `A code has ${digits} digits`,
    description: 'Type only the digits (spaces are fine).',
  },
  notOtpUri: {
    title: 'Not an otpauth:// URI',
    description: 'It should start with otpauth://totp/ or otpauth://hotp/.',
  },
  unknownType: {
    title: ({ type }) => `Unknown OTP type "${type}"`,
    description: 'The type after otpauth:// is totp or hotp.',
  },
  badEncoding: { title: 'Bad percent-encoding in the URI', description: 'A % must be followed by two hex digits.' },
  noSecret: { title: 'No secret in the URI', description: 'The secret= parameter is missing or empty.' },
  badSecretInUri: {
    title: ({ cause }) => `secret=: ${wordFault(cause).title}`,
    description: ({ cause }) => wordFault(cause).description,
  },
  badAlgorithm: {
    title: ({ value }) => `Algorithm "${value}" is not offered`,
    description: 'Use SHA1, SHA256 or SHA512.',
  },
  badDigits: { title: ({ value }) => `digits=${value} is not offered`, description: 'Use 6 or 8 digits.' },
  badPeriod: {
    title: ({ value }) => `period=${value} is not offered`,
    description: 'Use a period of 30 or 60 seconds.',
  },
  badCounter: {
    title: ({ value }) => `counter=${value} is not a counter`,
    description: 'An HOTP URI needs counter= with a whole number from 0 to 9007199254740991.',
  },
  uriTooLong: {
    title: ({ max }) => `A URI of more than ${max} characters`,
    description: 'An otpauth:// URI is a few hundred characters.',
  },
});

/** The screen's words. */
export const OTP_TEXTS = {
  secretPanel: 'Secret',
  secret: 'Secret (Base32)',
  secretName: 'secret',
  secretPlaceholder: 'e.g. JBSW Y3DP EHPK 3PXP',
  newSecret: 'New secret',
  copySecret: 'Copy secret',
  copied: 'Copied to clipboard',
  privacy: 'The secret stays on this device: it is never stored, logged, sent, nor put in a share link.',
  settingsPanel: 'Settings',
  kind: 'Type',
  kindTotp: 'TOTP (time-based)',
  kindHotp: 'HOTP (counter-based)',
  digits: 'Digits',
  digitsOption: (n: number) => `${n} digits`,
  period: 'Period',
  periodOption: (s: number) => `${s} seconds`,
  algorithm: 'Algorithm',
  counter: 'Counter',
  issuer: 'Issuer',
  account: 'Account',
  codesPanel: 'Codes',
  currentCode: 'Current code',
  previousCode: 'Previous code',
  nextCode: 'Next code',
  codeAtCounter: (counter: number) => `Code at counter ${counter}`,
  copyCode: (what: string) => `Copy ${what.toLowerCase()}`,
  nextCounter: 'Next counter',
  secondsLeft: 'Seconds left for this code',
  secondsLeftShort: (s: number) => `${s} s`,
  enterSecret: 'Enter a secret or press New secret to see the codes.',
  uriPanel: 'otpauth:// URI and QR code',
  uri: 'otpauth:// URI',
  copyUri: 'Copy URI',
  qrLabel: 'QR code of the otpauth:// URI (it holds the secret)',
  importPanel: 'Read an otpauth:// URI or a QR code',
  importUri: 'otpauth:// URI to read',
  importPlaceholder: 'otpauth://totp/Example:alice@example.com?secret=…&issuer=Example',
  read: 'Read',
  readDone: 'URI read: secret and settings filled in',
  dropImage: 'Drop a QR code image here or click to choose',
  dropHint: 'The image is read on your device.',
  scanning: 'Reading the QR code',
  verifyPanel: 'Verify a code',
  codeToVerify: 'Code to verify',
  window: 'Window (steps either side)',
  verdictMatch: (where: string) => `Valid: ${where}.`,
  verdictNoMatch: (window: number) =>
    window === 0
      ? 'Not valid at the current step.'
      : `Not valid within ${window} step${window === 1 ? '' : 's'} either side.`,
  stepCurrent: 'matches the current step',
  stepOffset: (delta: number, seconds: number) =>
    `matches ${Math.abs(delta)} step${Math.abs(delta) === 1 ? '' : 's'} ${delta < 0 ? 'earlier' : 'later'} (${delta < 0 ? '' : '+'}${delta * seconds} s)`,
  counterMatch: (counter: number, delta: number) =>
    `matches counter ${counter}${delta === 0 ? ' (the current one)' : ` (${delta > 0 ? '+' : ''}${delta})`}`,
  shortSecret: (bits: number) =>
    `This secret has ${bits} bits; RFC 4226 asks for at least 128 (160 recommended). New secret makes 160 or more.`,
  noOtpInImage: 'No otpauth:// URI in the QR code',
  noOtpInImageHint: 'The code holds other text: ',
} as const;
