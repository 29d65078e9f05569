import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  fault,
  fromPhcBase64,
  hashPassword,
  PASSWORD_HASHER_DEFAULTS,
  passwordMatches,
  phcBase64,
  runPasswordHasher,
  type PasswordHasherOptions,
} from '.';

const options = (changes: Partial<PasswordHasherOptions>): PasswordHasherOptions => ({
  ...PASSWORD_HASHER_DEFAULTS,
  ...changes,
});
const hex = (text: string) => Buffer.from(text).toString('hex');

/** The ToolError a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<ToolError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('Expected a ToolError; the promise resolved.');
}

/** The fault's code and parameters a promise rejects with. */
const faultOf = async (promise: Promise<unknown>) => {
  const { code, params } = await rejection(promise);
  return { code: code.replace(/^password-hasher\./, ''), params };
};

/** Passwords a command line can carry: no NUL, not empty. */
const cliPassword = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => !s.includes('\0'));

const dir = mkdtempSync(join(tmpdir(), 'password-hasher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bcrypt against htpasswd (apache2-utils)', () => {
  it('htpasswd -vbB verifies our $2b$ hashes (it reads $2b$ as it is: no $2y$ rewrite needed)', async () => {
    await fc.assert(
      fc.asyncProperty(cliPassword, async (password) => {
        const hash = await hashPassword(password, options({ algorithm: 'bcrypt', cost: '4' }));
        expect(hash).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
        const file = join(dir, 'htpasswd');
        writeFileSync(file, `user:${hash}\n`);
        expect(spawnSync('htpasswd', ['-vbB', file, 'user', password]).status).toBe(0);
        expect(spawnSync('htpasswd', ['-vbB', file, 'user', `${password}x`]).status).not.toBe(0);
      }),
      { numRuns: 15 },
    );
  });

  it('verifies what htpasswd -nbB -C <cost> writes ($2y$), and refuses a wrong password', async () => {
    for (const [password, cost] of [
      ['hunter2', '4'],
      ['pässwörd ✓', '5'],
      ['x'.repeat(72), '4'],
    ]) {
      const line = execFileSync('htpasswd', ['-nbB', '-C', cost, 'user', password], { encoding: 'utf8' }).trim();
      const hash = line.slice('user:'.length);
      expect(hash.startsWith('$2y$')).toBe(true);
      expect(await passwordMatches(password, hash)).toEqual({ matches: true, algorithm: 'bcrypt' });
      expect((await passwordMatches(`!${password}`, hash)).matches).toBe(false);
    }
    // Past 72 bytes bcrypt reads no more, here as in htpasswd: both say a longer password with the same start matches.
    const file = join(dir, 'long');
    const long = execFileSync('htpasswd', ['-nbB', '-C', '4', 'user', 'y'.repeat(72)], { encoding: 'utf8' });
    writeFileSync(file, long);
    expect(spawnSync('htpasswd', ['-vbB', file, 'user', `${'y'.repeat(72)}tail`]).status).toBe(0);
    expect((await passwordMatches(`${'y'.repeat(72)}tail`, long.trim().slice(5))).matches).toBe(true);
  });

  it('gives the same hash for the same salt, and says a password past 72 bytes is too long', async () => {
    const salted = options({ algorithm: 'bcrypt', cost: '4', salt: '00'.repeat(16) });
    expect(await hashPassword('pw', salted)).toBe('$2b$04$......................CZJXs39HZ6odvxM3EvHl/Fh/PsT/WM6');
    expect(await faultOf(hashPassword('é'.repeat(37), salted))).toEqual({
      code: 'bcryptTooLong',
      params: { bytes: 74 },
    });
    expect(await faultOf(hashPassword('pw', { ...salted, salt: '00'.repeat(8) }))).toEqual({
      code: 'saltLength',
      params: { algorithm: 'bcrypt', bytes: 8, rule: 'exactly16' },
    });
  });
});

describe('Argon2 against the argon2 CLI', () => {
  const cli = (password: string, salt: string, variant: string, t: number, kib: number, p: number) =>
    execFileSync('argon2', [salt, `-${variant}`, '-t', `${t}`, '-k', `${kib}`, '-p', `${p}`, '-e'], {
      input: password,
      encoding: 'utf8',
    }).trim();

  it('gives the same encoded hash for the same salt and parameters (id, i, d)', async () => {
    await fc.assert(
      fc.asyncProperty(
        cliPassword,
        fc.stringMatching(/^[a-zA-Z0-9]{8,16}$/),
        fc.constantFrom('id', 'i', 'd'),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        async (password, salt, variant, t, mib, p) => {
          const ours = await hashPassword(
            password,
            options({
              algorithm: `argon2${variant}` as 'argon2id',
              memory: `${mib}`,
              iterations: `${t}`,
              parallelism: `${p}`,
              salt: hex(salt),
            }),
          );
          expect(ours).toBe(cli(password, salt, variant, t, mib * 1024, p));
          expect((await passwordMatches(password, ours)).matches).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('matches the issue’s command: echo -n pw | argon2 <salt> -id -t 3 -m 12 -p 1 -e', async () => {
    const expected = execFileSync('argon2', ['saltsalt', '-id', '-t', '3', '-m', '12', '-p', '1', '-e'], {
      input: 'pw',
      encoding: 'utf8',
    }).trim();
    const ours = await hashPassword(
      'pw',
      options({ memory: '4', iterations: '3', parallelism: '1', salt: hex('saltsalt') }),
    );
    expect(ours).toBe(expected);
  });

  it('verifies hashes the CLI writes with other lengths and memory (-l 16, -k 1000)', async () => {
    const hash = execFileSync('argon2', ['somesaltsomesalt', '-i', '-t', '2', '-k', '1000', '-l', '16', '-e'], {
      input: 'secret',
      encoding: 'utf8',
    }).trim();
    expect(await passwordMatches('secret', hash)).toEqual({ matches: true, algorithm: 'Argon2i' });
    expect((await passwordMatches('Secret', hash)).matches).toBe(false);
  });
});

const python = (script: string, input: unknown) =>
  JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' })) as string[];

describe('scrypt and PBKDF2 against python3’s hashlib', () => {
  it('scrypt equals hashlib.scrypt', async () => {
    const cases = [
      { password: 'password', salt: 'NaClNaCl', ln: 10, r: 8, p: 1 },
      { password: 'pässwörd', salt: 'saltsaltsalt', ln: 4, r: 1, p: 3 },
      { password: 'x'.repeat(100), salt: '0123456789', ln: 12, r: 4, p: 2 },
    ];
    const expected = python(
      `import hashlib, json, sys, base64
print(json.dumps([base64.b64encode(hashlib.scrypt(c['password'].encode(), salt=c['salt'].encode(), n=2**c['ln'], r=c['r'], p=c['p'], dklen=32, maxmem=2**28)).decode().rstrip('=') for c in json.load(sys.stdin)]))`,
      cases,
    );
    for (const [i, { password, salt, ln, r, p }] of cases.entries()) {
      const ours = await hashPassword(
        password,
        options({ algorithm: 'scrypt', scryptN: `${2 ** ln}`, scryptR: `${r}`, scryptP: `${p}`, salt: hex(salt) }),
      );
      expect(ours).toBe(`$scrypt$ln=${ln},r=${r},p=${p}$${phcBase64(Buffer.from(salt))}$${expected[i]}`);
      expect((await passwordMatches(password, ours)).matches).toBe(true);
    }
  });

  it('PBKDF2 equals hashlib.pbkdf2_hmac for SHA-1, SHA-256 and SHA-512', async () => {
    const cases = [
      { password: 'password', salt: 'saltsalt', hash: 'SHA-1', iterations: 1000, length: 20 },
      { password: 'correct horse', salt: 'NaClNaClNaCl', hash: 'SHA-256', iterations: 600000, length: 32 },
      { password: 'ünïcödé', salt: '12345678', hash: 'SHA-512', iterations: 5000, length: 64 },
    ] as const;
    const expected = python(
      `import hashlib, json, sys, base64
print(json.dumps([base64.b64encode(hashlib.pbkdf2_hmac(c['hash'].replace('-', '').lower(), c['password'].encode(), c['salt'].encode(), c['iterations'])).decode().rstrip('=') for c in json.load(sys.stdin)]))`,
      cases,
    );
    for (const [i, c] of cases.entries()) {
      const ours = await hashPassword(
        c.password,
        options({ algorithm: 'pbkdf2', pbkdf2Hash: c.hash, pbkdf2Iterations: `${c.iterations}`, salt: hex(c.salt) }),
      );
      const name = c.hash.replace('-', '').toLowerCase();
      expect(ours).toBe(
        `$pbkdf2-${name}$i=${c.iterations},l=${c.length}$${phcBase64(Buffer.from(c.salt))}$${expected[i]}`,
      );
      expect((await passwordMatches(c.password, ours)).matches).toBe(true);
    }
  });
});

describe('hash then verify', () => {
  const cheap: Partial<PasswordHasherOptions>[] = [
    { algorithm: 'bcrypt', cost: '4' },
    { algorithm: 'argon2id', memory: '1', iterations: '1' },
    { algorithm: 'argon2d', memory: '1', iterations: '1', parallelism: '2' },
    { algorithm: 'scrypt', scryptN: '16', scryptR: '1' },
    { algorithm: 'pbkdf2', pbkdf2Iterations: '10', pbkdf2Hash: 'SHA-512' },
  ];

  it('every algorithm verifies its own hash and refuses another password; random salts differ', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cheap),
        fc.string({ minLength: 1, maxLength: 30 }),
        async (changes, password) => {
          const hash = await hashPassword(password, options(changes));
          expect(hash).not.toBe(await hashPassword(password, options(changes)));
          await runPasswordHasher('verify', password, options({ hash }));
          expect(
            fault.is(await rejection(runPasswordHasher('verify', `${password}.`, options({ hash }))), 'noMatch'),
          ).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('PHC Base64 round-trips, with no padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        const text = phcBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64').replace(/=+$/, ''));
        expect(fromPhcBase64(text)).toEqual(bytes);
      }),
    );
  });
});

describe('hostile and broken input', () => {
  it('bcrypt cost 31, typed or in a hash to verify: a clear fault, no work', async () => {
    const cost31 = { code: 'bcryptCost', params: { cost: 31 } };
    expect(await faultOf(hashPassword('pw', options({ algorithm: 'bcrypt', cost: '31' })))).toEqual(cost31);
    expect(await faultOf(passwordMatches('pw', '$2b$31$' + 'a'.repeat(53)))).toEqual(cost31);
    expect(await faultOf(hashPassword('pw', options({ algorithm: 'bcrypt', cost: '3' })))).toEqual({
      code: 'outOfRange',
      params: { parameter: 'bcryptCost', value: 3, min: 4, max: 15 },
    });
  });

  it('Argon2 memory of 4 GiB, typed or in a hash: a clear fault', async () => {
    expect(await faultOf(hashPassword('pw', options({ memory: '4096' })))).toEqual({
      code: 'argon2Memory',
      params: { mib: 4096 },
    });
    const pasted = '$argon2id$v=19$m=4194304,t=3,p=1$c29tZXNhbHQ$qLml5cbqFAO6YxVHhrSBHP0UWdxrIxkNcM8aMX3blzU';
    expect(await faultOf(passwordMatches('pw', pasted))).toEqual({ code: 'argon2MemoryKib', params: { kib: 4194304 } });
  });

  it('malformed hash strings say which form they miss', async () => {
    const cases: [string, string, object][] = [
      ['nonsense', 'unknownFormat', {}],
      ['$2b$10$short', 'malformed', { form: 'bcrypt' }],
      ['$2x$10$' + 'a'.repeat(53), 'bcrypt2x', {}],
      [
        '$argon2id$v=16$m=4096,t=3,p=1$c29tZXNhbHQ$qLml5cbqFAO6YxVHhrSBHP0UWdxrIxkNcM8aMX3blzU',
        'argon2Version',
        { version: '16' },
      ],
      ['$argon2id$v=19$t=3,m=4096,p=1$c29tZXNhbHQ$qLml', 'malformed', { form: 'argon2' }],
      ['$argon2id$v=19$m=4096,t=3,p=1$c29t*XNhbHQ$qLml', 'badBase64', { part: 'salt' }],
      ['$scrypt$ln=30,r=8,p=1$c2FsdA$aGFzaA', 'outOfRange', { parameter: 'scryptLn', value: 30, min: 1, max: 20 }],
      ['$scrypt$ln=20,r=16,p=1$c2FsdA$aGFzaA', 'scryptMemory', { mib: 2048 }],
      ['$pbkdf2-sha256$i=1000,l=8$c2FsdA$aGFzaA', 'malformed', { form: 'pbkdf2' }],
      ['$pbkdf2-md5$i=1000,l=4$c2FsdA$aGFzaA', 'malformed', { form: 'pbkdf2' }],
    ];
    for (const [hash, code, params] of cases)
      expect(await faultOf(passwordMatches('pw', hash))).toEqual({ code, params });
    expect(await faultOf(passwordMatches('pw', '  '))).toEqual({ code: 'hashBlank', params: {} });
  });

  it('parameters that are not whole numbers, and salts that are not hex', async () => {
    expect(await faultOf(hashPassword('pw', options({ iterations: '2.5' })))).toEqual({
      code: 'notWhole',
      params: { parameter: 'argon2Iterations', text: '2.5' },
    });
    expect(await faultOf(hashPassword('pw', options({ algorithm: 'scrypt', scryptN: '1000' })))).toEqual({
      code: 'scryptN',
      params: { n: '1000' },
    });
    expect(await faultOf(hashPassword('pw', options({ salt: 'xyz' })))).toEqual({ code: 'saltHex', params: {} });
    expect(await faultOf(hashPassword('x'.repeat(5000), options({})))).toEqual({
      code: 'passwordTooLong',
      params: { bytes: 5000 },
    });
  });

  it('any text as a hash to verify gives a verdict or a ToolError, never another error', async () => {
    const prefixed = fc.tuple(
      fc.constantFrom('$2b$', '$2y$1', '$argon2id$v=19$', '$scrypt$ln=', '$pbkdf2-sha1$i=', ''),
      fc.string({ maxLength: 80 }),
    );
    await fc.assert(
      fc.asyncProperty(prefixed, async ([prefix, rest]) => {
        try {
          await passwordMatches('pw', prefix + rest);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
