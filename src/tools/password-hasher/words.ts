/** The password hasher's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault, type HashForm, type HashParameter, type SaltRule } from './core/faults';

const count = (n: number) => n.toLocaleString('en-US');

const PARAMETER = 'Invalid parameter';
const SALT = 'Invalid salt';
const PASSWORD = 'Password too long';
const MALFORMED = 'Unrecognised hash';

/** Each number as a fault names it: a field typed for Hash, or a parameter of a pasted hash (its letter in it). */
const PARAMETERS: Record<HashParameter, string> = {
  bcryptCost: 'bcrypt cost',
  argon2Memory: 'Argon2 memory (MiB)',
  argon2Iterations: 'Argon2 iterations',
  argon2Parallelism: 'Argon2 parallelism',
  scryptR: 'scrypt r',
  scryptP: 'scrypt p',
  pbkdf2Iterations: 'PBKDF2 iterations',
  argon2M: 'Argon2 memory (m, KiB)',
  argon2T: 'Argon2 iterations (t)',
  argon2P: 'Argon2 parallelism (p)',
  scryptLn: 'scrypt ln (log2 N)',
  pbkdf2I: 'PBKDF2 iterations (i)',
};

/** Each hash string's algorithm and the form it should have. */
const FORMS: Record<HashForm, [algorithm: string, form: string]> = {
  bcrypt: ['bcrypt', '$2b$<cost>$<53 characters of ./A-Za-z0-9>'],
  argon2: ['Argon2', '$argon2id$v=19$m=<KiB>,t=<iterations>,p=<parallelism>$<salt>$<hash>'],
  argon2Hash: ['Argon2', 'a hash of at least 4 bytes'],
  scrypt: ['scrypt', '$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>'],
  pbkdf2: ['PBKDF2', '$pbkdf2-sha256$i=<iterations>,l=<bytes>$<salt>$<hash>'],
};

const SALT_RULES: Record<SaltRule, string> = {
  exactly16: 'exactly 16 bytes',
  from8To64: '8 to 64 bytes',
  atLeast8: 'at least 8 bytes',
};

const PARTS: Record<'salt' | 'hash', string> = { salt: 'salt', hash: 'hash' };

export const PASSWORD_HASHER_FAULTS = defineFaultWords(fault, {
  passwordTooLong: {
    title: PASSWORD,
    description: ({ bytes }) => `Passwords up to 4,096 bytes are hashed here: this one has ${count(bytes)}.`,
  },
  bcryptTooLong: {
    title: PASSWORD,
    description: ({ bytes }) =>
      `bcrypt reads at most 72 bytes of a password: this one has ${count(bytes)} (UTF-8). Use Argon2id for longer ones.`,
  },
  notWhole: {
    title: PARAMETER,
    description: ({ parameter, text }) => `${PARAMETERS[parameter]} must be a whole number: "${text}" is not.`,
  },
  outOfRange: {
    title: PARAMETER,
    description: ({ parameter, value, min, max }) =>
      `${PARAMETERS[parameter]} is ${count(min)} to ${count(max)}: ${count(value)} is out of range.`,
  },
  bcryptCost: {
    title: PARAMETER,
    description: ({ cost }) =>
      `bcrypt cost is 4 to 15: cost ${cost} means 2^${cost} rounds, ${count(2 ** (cost - 15))} times the work of cost 15 (some seconds here), so it would take hours or days.`,
  },
  argon2Memory: {
    title: PARAMETER,
    description: ({ mib }) =>
      `Argon2 memory is 1 to 1,024 MiB: ${count(mib)} MiB${mib >= 1024 && mib % 1024 === 0 ? ` (${count(mib / 1024)} GiB)` : ''} is more than a browser tab can give one hash.`,
  },
  argon2MemoryKib: {
    title: PARAMETER,
    description: ({ kib }) =>
      `Argon2 memory is at most 1 GiB (1,048,576 KiB) here: this hash asks for m=${count(kib)} KiB${kib >= 1048576 ? ` (${+(kib / 1048576).toFixed(2)} GiB)` : ''}, more than a browser tab can give one hash.`,
  },
  scryptN: {
    title: PARAMETER,
    description: ({ n }) => `scrypt N is a power of two from 2 to 1,048,576 (2^20): ${n} is not.`,
  },
  scryptMemory: {
    title: PARAMETER,
    description: ({ mib }) =>
      `scrypt with these N and r needs ${count(mib)} MiB (128 × N × r bytes): at most 1,024 MiB here.`,
  },
  saltHex: { title: SALT, description: 'The salt is hex digits (two per byte), or empty for a random one.' },
  saltLength: {
    title: SALT,
    description: ({ algorithm, bytes, rule }) =>
      `${algorithm} takes a salt of ${SALT_RULES[rule]}: this one has ${count(bytes)} bytes.`,
  },
  hashBlank: {
    title: 'Paste a hash to verify',
    description: 'A bcrypt ($2b$…), Argon2 ($argon2id$…), scrypt ($scrypt$…) or PBKDF2 ($pbkdf2-sha256$…) string.',
  },
  unknownFormat: {
    title: MALFORMED,
    description:
      'This is not a hash string this tool reads: a bcrypt ($2a$, $2b$, $2y$), Argon2 ($argon2id$, $argon2i$, $argon2d$), scrypt ($scrypt$) or PBKDF2 ($pbkdf2-sha1$, $pbkdf2-sha256$, $pbkdf2-sha512$) one.',
  },
  malformed: {
    title: MALFORMED,
    description: ({ form }) => `This ${FORMS[form][0]} hash is malformed: the form is ${FORMS[form][1]}.`,
  },
  bcrypt2x: {
    title: MALFORMED,
    description: 'The $2x$ hashes of crypt_blowfish’s 2011 8-bit bug are not supported: only $2a$, $2b$ and $2y$.',
  },
  argon2Version: {
    title: MALFORMED,
    description: ({ version }) =>
      `Argon2 version ${version} is not supported: only v=19 (1.3), which every current tool writes.`,
  },
  badBase64: {
    title: MALFORMED,
    description: ({ part }) => `Its ${PARTS[part]} is not Base64 without padding (A-Z, a-z, 0-9, + and /).`,
  },
  noMatch: {
    title: 'No match',
    description: ({ algorithm }) => `The password does not match this ${algorithm} hash.`,
  },
});

/** The screen's words. */
export const PASSWORD_HASHER_WORDS = {
  blank: 'Enter a password',
  saltGiven:
    'Made with the salt you gave: the same password gives the same hash. Empty the Salt field for a random salt before storing a hash.',
  match: 'The password matches the hash.',
} as const;
