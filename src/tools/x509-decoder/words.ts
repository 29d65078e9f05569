/** The certificate decoder's words (one table, for translation). */
export const X509_MESSAGES = {
  invalidTitle: 'Invalid PEM',
  invalidDerTitle: 'Invalid DER',
  invalidDer: 'The data is not a whole DER structure: it ends early or is damaged.',
  nothingFound:
    'No PEM block (-----BEGIN CERTIFICATE-----…), OpenSSH public key (ssh-ed25519 AAAA…) or Base64 DER found.',
  truncated: (label: string, line: number) =>
    `Truncated PEM: the ${label} block that begins on line ${line} has no -----END ${label}----- line.`,
  endMismatch: (label: string, found: string) =>
    `The ${label} block ends with -----END ${found}-----, not -----END ${label}-----.`,
  badBase64Char: (label: string, char: string) =>
    `Wrong Base64 in the ${label} block: ${JSON.stringify(char)} is not a Base64 character`,
  badBase64Length: (label: string, count: number) =>
    `Wrong Base64 in the ${label} block: ${count} characters, not a multiple of 4 (a line is missing or cut short).`,
  badPadding: (label: string) => `Wrong Base64 in the ${label} block: "=" padding is only allowed at its end`,
  emptyBlock: (label: string) => `The ${label} block holds no data.`,
  damagedBlock: (label: string, line: number, reason: string) =>
    `The ${label} block on line ${line} does not decode: ${reason}`,
  unknownLabel: (label: string) =>
    `A "${label}" block is not a certificate, request or key: this tool reads CERTIFICATE, CERTIFICATE REQUEST, PUBLIC KEY and key blocks.`,
  badSshKey: (line: number) => `The OpenSSH public key on line ${line} is damaged: its data does not match its type.`,
  tooLarge: (limit: number) =>
    `The input is over ${limit.toLocaleString('en-US')} characters: paste one chain at a time.`,
  tooManyBlocks: (limit: number) => `Over ${limit} blocks: this tool reads up to ${limit} at a time.`,
  derNotKnown: 'The DER data is not a certificate, certificate request, public key or private key this tool knows.',
  privateKeyWarning:
    'This is a PRIVATE key. Keep it secret: do not paste it into websites, chats or tickets. It stays on this page and never goes into a share link; only its type and size are shown.',
} as const;

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
