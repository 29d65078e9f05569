import type { PasswordHasherOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const PASSWORD = 'correct horse battery staple';
/** 'DevToolboxSalt16' in hex: a fixed salt, so that the example's hash is always the same (a note says so). */
const SALT = '446576546f6f6c626f7853616c743136';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<PasswordHasherOptions>[] = [
  {
    name: 'Argon2id, OWASP settings, fixed salt',
    input: PASSWORD,
    options: { salt: SALT },
    expect: {
      hash: '$argon2id$v=19$m=19456,t=2,p=1$RGV2VG9vbGJveFNhbHQxNg$3aZVzrhssLnTxtcq02nbMo7LbbAR280iUbc5Oddabm8',
    },
  },
  {
    name: 'bcrypt, cost 10, fixed salt',
    input: PASSWORD,
    options: { algorithm: 'bcrypt', cost: '10', salt: SALT },
    expect: { hash: '$2b$10$PET0TE7tZEHtcDLfZFOvLetHPKpRqC9bhXTtZujmQg3ImQF7fMxv2' },
  },
  {
    name: 'scrypt, N = 16384, fixed salt',
    input: PASSWORD,
    options: { algorithm: 'scrypt', scryptN: '16384', salt: SALT },
    expect: { hash: '$scrypt$ln=14,r=8,p=1$RGV2VG9vbGJveFNhbHQxNg$HLxTV/Dhp/S4lsr0N2ZQEvRn5k1tYsU3oOV50DQng/0' },
  },
  {
    name: 'PBKDF2-SHA256, 600,000 iterations, fixed salt',
    input: PASSWORD,
    options: { algorithm: 'pbkdf2', salt: SALT },
    expect: {
      hash: '$pbkdf2-sha256$i=600000,l=32$RGV2VG9vbGJveFNhbHQxNg$OEz2BEjzr6Ghk7824ecN2sN+SdDsQ3wB4fWNMLcjKrY',
    },
  },
  {
    name: 'Verify a bcrypt hash from htpasswd',
    input: 'hunter2',
    action: 'verify',
    // htpasswd -nbB -C 10 user hunter2
    options: { hash: '$2y$10$PifCFrUVVwJLvKx1j4hYTOM2BQ6GlHBoT60pN6Akl7ViVFezzwq/a' },
    expect: 'valid',
  },
];
