/** The password hasher's words (one table, for translation). */
const count = (n: number) => n.toLocaleString('en-US');

export const PASSWORD_HASHER_MESSAGES = {
  blank: 'Enter a password',
  parameterTitle: 'Invalid parameter',
  notWhole: (name: string, text: string) => `${name} must be a whole number: "${text}" is not.`,
  outOfRange: (name: string, value: number, min: number, max: number) =>
    `${name} is ${count(min)} to ${count(max)}: ${count(value)} is out of range.`,
  bcryptCost: (cost: number) =>
    `bcrypt cost is 4 to 15: cost ${cost} means 2^${cost} rounds, ${count(2 ** (cost - 15))} times the work of cost 15 (some seconds here), so it would take hours or days.`,
  argon2Memory: (mib: number) =>
    `Argon2 memory is 1 to 1,024 MiB: ${count(mib)} MiB${mib >= 1024 && mib % 1024 === 0 ? ` (${count(mib / 1024)} GiB)` : ''} is more than a browser tab can give one hash.`,
  argon2MemoryKib: (kib: number) =>
    `Argon2 memory is at most 1 GiB (1,048,576 KiB) here: this hash asks for m=${count(kib)} KiB${kib >= 1048576 ? ` (${+(kib / 1048576).toFixed(2)} GiB)` : ''}, more than a browser tab can give one hash.`,
  scryptN: (n: string) => `scrypt N is a power of two from 2 to 1,048,576 (2^20): ${n} is not.`,
  scryptMemory: (mib: number) =>
    `scrypt with these N and r needs ${count(mib)} MiB (128 × N × r bytes): at most 1,024 MiB here.`,
  saltTitle: 'Invalid salt',
  saltHex: 'The salt is hex digits (two per byte), or empty for a random one.',
  saltLength: (algorithm: string, bytes: number, rule: string) =>
    `${algorithm} takes a salt of ${rule}: this one has ${count(bytes)} bytes.`,
  passwordTitle: 'Password too long',
  bcryptLength: (bytes: number) =>
    `bcrypt reads at most 72 bytes of a password: this one has ${count(bytes)} (UTF-8). Use Argon2id for longer ones.`,
  passwordLength: (bytes: number) => `Passwords up to 4,096 bytes are hashed here: this one has ${count(bytes)}.`,
  hashBlank: 'Paste a hash to verify',
  hashBlankDescription:
    'A bcrypt ($2b$…), Argon2 ($argon2id$…), scrypt ($scrypt$…) or PBKDF2 ($pbkdf2-sha256$…) string.',
  malformedTitle: 'Unrecognised hash',
  unknownFormat:
    'This is not a hash string this tool reads: a bcrypt ($2a$, $2b$, $2y$), Argon2 ($argon2id$, $argon2i$, $argon2d$), scrypt ($scrypt$) or PBKDF2 ($pbkdf2-sha1$, $pbkdf2-sha256$, $pbkdf2-sha512$) one.',
  malformed: (algorithm: string, form: string) => `This ${algorithm} hash is malformed: the form is ${form}.`,
  bcrypt2x: 'The $2x$ hashes of crypt_blowfish’s 2011 8-bit bug are not supported: only $2a$, $2b$ and $2y$.',
  argon2Version: (version: string) =>
    `Argon2 version ${version} is not supported: only v=19 (1.3), which every current tool writes.`,
  badBase64: (part: string) => `Its ${part} is not Base64 without padding (A-Z, a-z, 0-9, + and /).`,
  saltGiven:
    'Made with the salt you gave: the same password gives the same hash. Empty the Salt field for a random salt before storing a hash.',
  noMatchTitle: 'No match',
  noMatch: (algorithm: string) => `The password does not match this ${algorithm} hash.`,
  match: 'The password matches the hash.',
} as const;
