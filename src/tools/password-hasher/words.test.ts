import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { hashPassword, passwordMatches, PASSWORD_HASHER_DEFAULTS, type PasswordHasherOptions } from './core';
import passwordHasher from './declaration';
import './words';

const options = (changes: Partial<PasswordHasherOptions>): PasswordHasherOptions => ({
  ...PASSWORD_HASHER_DEFAULTS,
  ...changes,
});

/** What the ToolError a promise rejects with says. */
async function said(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error('Expected a ToolError; the promise resolved.'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ToolError);
  return (error as ToolError).message;
}

describe("the password hasher's words", () => {
  it('says why a password or a salt is refused', async () => {
    const salted = options({ algorithm: 'bcrypt', cost: '4', salt: '00'.repeat(16) });
    expect(await said(hashPassword('é'.repeat(37), salted))).toBe(
      'Password too long: bcrypt reads at most 72 bytes of a password: this one has 74 (UTF-8). Use Argon2id for longer ones.',
    );
    expect(await said(hashPassword('pw', { ...salted, salt: '00'.repeat(8) }))).toBe(
      'Invalid salt: bcrypt takes a salt of exactly 16 bytes: this one has 8 bytes.',
    );
    expect(await said(hashPassword('pw', options({ salt: 'xyz' })))).toBe(
      'Invalid salt: The salt is hex digits (two per byte), or empty for a random one.',
    );
    expect(await said(hashPassword('x'.repeat(5000), options({})))).toBe(
      'Password too long: Passwords up to 4,096 bytes are hashed here: this one has 5,000.',
    );
  });

  it('says what a parameter may be', async () => {
    const cost31 =
      'Invalid parameter: bcrypt cost is 4 to 15: cost 31 means 2^31 rounds, 65,536 times the work of cost 15 (some seconds here), so it would take hours or days.';
    expect(await said(hashPassword('pw', options({ algorithm: 'bcrypt', cost: '31' })))).toBe(cost31);
    expect(await said(passwordMatches('pw', '$2b$31$' + 'a'.repeat(53)))).toBe(cost31);
    expect(await said(hashPassword('pw', options({ algorithm: 'bcrypt', cost: '3' })))).toBe(
      'Invalid parameter: bcrypt cost is 4 to 15: 3 is out of range.',
    );
    expect(await said(hashPassword('pw', options({ memory: '4096' })))).toBe(
      'Invalid parameter: Argon2 memory is 1 to 1,024 MiB: 4,096 MiB (4 GiB) is more than a browser tab can give one hash.',
    );
    const pasted = '$argon2id$v=19$m=4194304,t=3,p=1$c29tZXNhbHQ$qLml5cbqFAO6YxVHhrSBHP0UWdxrIxkNcM8aMX3blzU';
    expect(await said(passwordMatches('pw', pasted))).toContain('m=4,194,304 KiB (4 GiB)');
    expect(await said(hashPassword('pw', options({ iterations: '2.5' })))).toBe(
      'Invalid parameter: Argon2 iterations must be a whole number: "2.5" is not.',
    );
    expect(await said(hashPassword('pw', options({ algorithm: 'scrypt', scryptN: '1000' })))).toBe(
      'Invalid parameter: scrypt N is a power of two from 2 to 1,048,576 (2^20): 1000 is not.',
    );
  });

  it('says what form a hash string should have', async () => {
    const malformed = 'Unrecognised hash: This';
    const cases: [string, string][] = [
      [
        'nonsense',
        'Unrecognised hash: This is not a hash string this tool reads: a bcrypt ($2a$, $2b$, $2y$), Argon2 ($argon2id$, $argon2i$, $argon2d$), scrypt ($scrypt$) or PBKDF2 ($pbkdf2-sha1$, $pbkdf2-sha256$, $pbkdf2-sha512$) one.',
      ],
      ['$2b$10$short', `${malformed} bcrypt hash is malformed: the form is $2b$<cost>$<53 characters of ./A-Za-z0-9>.`],
      [
        '$2x$10$' + 'a'.repeat(53),
        'Unrecognised hash: The $2x$ hashes of crypt_blowfish’s 2011 8-bit bug are not supported: only $2a$, $2b$ and $2y$.',
      ],
      [
        '$argon2id$v=16$m=4096,t=3,p=1$c29tZXNhbHQ$qLml5cbqFAO6YxVHhrSBHP0UWdxrIxkNcM8aMX3blzU',
        'Unrecognised hash: Argon2 version 16 is not supported: only v=19 (1.3), which every current tool writes.',
      ],
      [
        '$argon2id$v=19$t=3,m=4096,p=1$c29tZXNhbHQ$qLml',
        `${malformed} Argon2 hash is malformed: the form is $argon2id$v=19$m=<KiB>,t=<iterations>,p=<parallelism>$<salt>$<hash>.`,
      ],
      [
        '$argon2id$v=19$m=4096,t=3,p=1$c29t*XNhbHQ$qLml',
        'Unrecognised hash: Its salt is not Base64 without padding (A-Z, a-z, 0-9, + and /).',
      ],
      ['$scrypt$ln=30,r=8,p=1$c2FsdA$aGFzaA', 'Invalid parameter: scrypt ln (log2 N) is 1 to 20: 30 is out of range.'],
      [
        '$scrypt$ln=20,r=16,p=1$c2FsdA$aGFzaA',
        'Invalid parameter: scrypt with these N and r needs 2,048 MiB (128 × N × r bytes): at most 1,024 MiB here.',
      ],
      [
        '$pbkdf2-sha256$i=1000,l=8$c2FsdA$aGFzaA',
        `${malformed} PBKDF2 hash is malformed: the form is $pbkdf2-sha256$i=<iterations>,l=<bytes>$<salt>$<hash>.`,
      ],
    ];
    for (const [hash, message] of cases) expect(await said(passwordMatches('pw', hash))).toBe(message);
    expect(await said(passwordMatches('pw', '  '))).toBe(
      'Paste a hash to verify: A bcrypt ($2b$…), Argon2 ($argon2id$…), scrypt ($scrypt$…) or PBKDF2 ($pbkdf2-sha256$…) string.',
    );
  });

  it('says a password does not match, and warns of a typed salt', async () => {
    const hash = '$2b$04$......................CZJXs39HZ6odvxM3EvHl/Fh/PsT/WM6';
    const run = passwordHasher.run.core!;
    expect(await said(run('verify', 'other', options({ hash })))).toBe(
      'No match: The password does not match this bcrypt hash.',
    );
    const salted = await run('hash', 'pw', options({ algorithm: 'bcrypt', cost: '4', salt: '00'.repeat(16) }));
    expect(salted.warnings).toEqual({
      hash: 'Made with the salt you gave: the same password gives the same hash. Empty the Salt field for a random salt before storing a hash.',
    });
    expect((await run('hash', 'pw', options({ algorithm: 'bcrypt', cost: '4' }))).warnings).toBeUndefined();
  });
});
