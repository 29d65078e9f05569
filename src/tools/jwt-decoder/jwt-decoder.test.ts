import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { decodeJwt as decodeData, JWT_DEFAULTS, keyForTrying, signJwt as signData, type JwtOptions } from './core';
import { fault } from './core/faults';
import { jwtResult, spanWords } from './result';
import { JWT_RESULT_WORDS as W } from './words';

/** The core's results and faults, worded as the screen shows them. */
const decodeJwt = async (...args: Parameters<typeof decodeData>) => jwtResult(await decodeData(...args));
const signJwt = async (...args: Parameters<typeof signData>) => jwtResult(await signData(...args));

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const NOW_S = NOW / 1000;
const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const jsonPart = (value: unknown) => b64url(JSON.stringify(value));
const options = (more: Partial<JwtOptions>): JwtOptions => ({ ...JWT_DEFAULTS, ...more });
const summaryOf = async (token: string, more: Partial<JwtOptions> = {}) =>
  (await decodeJwt(token, options(more), NOW)).outputs.summary;

// jwt.io's classic token, signed with HS256 and the secret "your-256-bit-secret".
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('decoding', () => {
  it('shows the header and payload pretty-printed and explains the claims', async () => {
    const { outputs } = await decodeJwt(JWT_IO, JWT_DEFAULTS, NOW);
    expect(outputs.header).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
    expect(outputs.payload).toBe('{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}');
    expect(outputs.summary).toContain('iat (Issued at): 2018-01-18 01:30:22 UTC, issued 8 years ago');
    expect(outputs.summary).toMatch(/^sub \(Subject\): +1234567890$/m);
    expect(outputs.summary.split('\n')[0]).toBe(W.verdictNoSecret('HS256'));
  });

  it('lists every claim as a row, custom ones after the registered ones', async () => {
    const { structured } = await decodeJwt(JWT_IO, JWT_DEFAULTS, NOW);
    const claims = structured!.summary.find((block) => block.kind === 'rows' && block.heading?.startsWith('Claims'));
    expect(claims).toMatchObject({
      rows: [
        { label: 'iat (Issued at)', value: '2018-01-18 01:30:22 UTC, issued 8 years ago' },
        { label: 'sub (Subject)', value: '1234567890' },
        { label: 'name', value: 'John Doe' },
      ],
    });
    const odd = `${jsonPart({ alg: 'HS256' })}.${jsonPart({ roles: ['a', 'b'], n: 1 })}.sig`;
    expect(await summaryOf(odd)).toMatch(/^roles: +\["a","b"\]\nn: +1$/m);
    expect(await summaryOf(`${jsonPart({ alg: 'HS256' })}.${jsonPart({})}.sig`)).toContain(W.noClaims);
  });

  it('says "expired 3 hours ago" and "valid for 2 more days"', async () => {
    const header = jsonPart({ alg: 'HS256' });
    const expired = `${header}.${jsonPart({ exp: NOW_S - 3 * 3600 - 5 })}.sig`;
    const valid = `${header}.${jsonPart({ exp: NOW_S + 2 * 86400 + 60, nbf: NOW_S + 7200 })}.sig`;
    expect(await summaryOf(expired)).toContain('exp (Expires): 2026-11-27 08:59:55 UTC, expired 3 hours ago');
    const words = await summaryOf(valid);
    expect(words).toMatch(/^exp \(Expires\): +2026-11-29 12:01:00 UTC, valid for 2 more days$/m);
    expect(words).toContain('nbf (Not before): 2026-11-27 14:00:00 UTC, not valid yet: starts in 2 hours');
  });

  it('counts spans in the largest whole unit', () => {
    expect(spanWords(1)).toBe('1 second');
    expect(spanWords(-59)).toBe('59 seconds');
    expect(spanWords(3 * 3600 + 1)).toBe('3 hours');
    expect(spanWords(400 * 86400)).toBe('1 year');
  });

  it('takes a "Bearer " prefix and a token wrapped over lines', async () => {
    const wrapped = `Bearer ${JWT_IO.slice(0, 40)}\n${JWT_IO.slice(40)}\n`;
    expect((await decodeJwt(wrapped, JWT_DEFAULTS, NOW)).outputs.header).toContain('HS256');
  });

  it('recognises a JWE: its header is shown and the payload said to be encrypted', async () => {
    const jwe = `${jsonPart({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })}.AAAA.BBBB.CCCC.DDDD`;
    const result = await decodeJwt(jwe, JWT_DEFAULTS, NOW);
    expect(result.outputs.header).toContain('"enc": "A256GCM"');
    expect(result.outputs.payload).toBe('');
    expect(result.notes.payload).toBe(W.jweNote('A256GCM'));
  });

  it('shows a payload that is not JSON as text, with a note naming the part', async () => {
    const result = await decodeJwt(`${jsonPart({ alg: 'HS256' })}.${b64url('hello')}.sig`, JWT_DEFAULTS, NOW);
    expect(result.outputs.payload).toBe('hello');
    expect(result.notes.payload).toMatch(/^The payload \(part 2\) is not JSON/);
  });
});

describe('hostile tokens get a clear message naming the part', () => {
  const refusal = async (token: string) => {
    const error = await decodeJwt(token, JWT_DEFAULTS, NOW).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    return (error as ToolError).description!;
  };
  it.each([
    ['a.b.c.d', fault('partCount', { parts: 4 }).description],
    ['no dots here', fault('noDot').description],
    [`e+J.${jsonPart({})}.x`, fault('badCharacter', { part: 'header', character: '+', index: 1 }).description],
    [`${b64url('not json')}.${jsonPart({})}.x`, expect.stringMatching(/^The header \(part 1\) is not JSON: /)],
    [`${jsonPart([1])}.${jsonPart({})}.x`, fault('notObject', { part: 'header', kind: 'array' }).description],
    [`${jsonPart({ alg: 'HS256' })}.eyJhbGci.x=`, expect.stringMatching(/^The signature \(part 3\) is not Base64url/)],
    [`${jsonPart({ alg: 'HS256' })}.abcde.x`, fault('badLength', { part: 'payload', length: 5 }).description],
    [`.${jsonPart({})}.x`, fault('emptyPart', { part: 'header' }).description],
    [`${b64url(Buffer.from([0xff, 0xfe]))}.${jsonPart({})}.x`, fault('notUtf8', { part: 'header' }).description],
  ])('%s', async (token, message) => {
    expect(await refusal(token)).toEqual(message);
  });

  it('places a bad character in the token', async () => {
    const error = (await decodeJwt(`${jsonPart({ alg: 'x' })}.ab*d.x`, JWT_DEFAULTS, NOW).catch(
      (e: unknown) => e,
    )) as ToolError;
    expect(error.at).toEqual({ line: 1, column: jsonPart({ alg: 'x' }).length + 4 });
  });

  it('refuses a huge token with its size and the limit', async () => {
    expect(await refusal('eyJ'.repeat(100_000))).toMatch(
      /^This token is 293.0 KB; the decoder reads tokens up to 256.0 KB/,
    );
  });

  it('never lets anything but its ToolError out, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(...'eyJ.abc_-+=/ {}"\n'), maxLength: 80 }), async (text) => {
        await decodeJwt(text, options({ secret: 'k', publicKey: text }), NOW).catch((error: unknown) => {
          expect(error).toBeInstanceOf(ToolError);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the verdict', () => {
  it('is valid for the right secret, as text or Base64, and not valid for another', async () => {
    expect(await summaryOf(JWT_IO, { secret: 'your-256-bit-secret' })).toMatch(/^Signature valid: verified with HS256/);
    const asBase64 = Buffer.from('your-256-bit-secret').toString('base64');
    expect(await summaryOf(JWT_IO, { secret: asBase64, secretEncoding: 'base64' })).toMatch(/^Signature valid/);
    expect(await summaryOf(JWT_IO, { secret: 'wrong' })).toMatch(/^Signature NOT valid/);
    expect(await summaryOf(JWT_IO, { secret: 'a*b', secretEncoding: 'base64' })).toEqual(
      expect.stringContaining(`Not verified: ${fault('secretNotBase64').description}`),
    );
  });

  it('never calls alg none valid, in any case, with any key', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      const token = `${jsonPart({ alg })}.${jsonPart({ sub: 'x' })}.`;
      expect((await summaryOf(token, { secret: 'x', publicKey: 'x' })).split('\n')[0]).toBe(W.verdictNone);
    }
  });

  it('says when a valid signature sits on an expired token', async () => {
    const { outputs } = await signJwt(JSON.stringify({ exp: NOW_S - 60 }), options({ secret: 's' }));
    const words = await summaryOf(outputs.token, { secret: 's' });
    expect(words).toContain(W.expiredButSigned);
  });

  it('says what is wrong with a truncated PEM or a key of another kind', async () => {
    const { privateKey } = (await keyForTrying('ES256')) as { privateKey: string };
    const token = (await signJwt('{"a":1}', options({ header: '{"alg":"ES256"}', privateKey }))).outputs.token;
    const truncated = privateKey.slice(0, 80);
    expect(await summaryOf(token, { publicKey: truncated })).toContain(
      fault('pemTruncated', { label: 'PRIVATE KEY' }).description!,
    );
    const { privateKey: rsa } = (await keyForTrying('RS256')) as { privateKey: string };
    expect(await summaryOf(token, { publicKey: rsa })).toMatch(/^Not verified: this key does not fit ES256/);
    expect(await summaryOf(token, { publicKey: privateKey })).toMatch(/^Signature valid: verified with ES256/);
  });
});

/** The JWKs of a JWKS are chosen by the token's kid. */
describe('a JWKS', () => {
  it('picks the key of the kid, and says when none has it', async () => {
    const a = (await keyForTrying('ES256')) as { privateKey: string };
    const b = (await keyForTrying('ES256')) as { privateKey: string };
    const signed = await signJwt('{"a":1}', options({ header: '{"alg":"ES256","kid":"b"}', privateKey: b.privateKey }));
    const jwkOf = (pem: string) =>
      crypto.subtle
        .importKey(
          'pkcs8',
          Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'),
          { name: 'ECDSA', namedCurve: 'P-256' },
          true,
          ['sign'],
        )
        .then((key) => crypto.subtle.exportKey('jwk', key));
    const keys = [
      { ...(await jwkOf(a.privateKey)), kid: 'a' },
      { ...(await jwkOf(b.privateKey)), kid: 'b' },
    ].map(({ d: _d, key_ops: _ops, ...rest }) => rest);
    const jwks = JSON.stringify({ keys });
    expect(await summaryOf(signed.outputs.token, { publicKey: jwks })).toMatch(/^Signature valid: .*kid "b"/);
    const other = JSON.stringify({ keys: keys.map((key) => ({ ...key, kid: `x${key.kid}` })) });
    expect(await summaryOf(signed.outputs.token, { publicKey: other })).toContain(
      fault('noKidMatch', { kid: 'b', kids: ['xa', 'xb'] }).description!,
    );
  });
});

describe('signing', () => {
  it("makes jwt.io's token from its header, payload and secret", async () => {
    const payload = '{"sub":"1234567890","name":"John Doe","iat":1516239022}';
    const header = '{"alg":"HS256","typ":"JWT"}';
    const { outputs, notes } = await signJwt(payload, options({ header, secret: 'your-256-bit-secret' }));
    expect(outputs.token).toBe(JWT_IO);
    expect(notes.publicKey).toBe(W.hmacPublic('HS256'));
  });

  it('signs again the claims of a token pasted as the payload', async () => {
    const { outputs, notes } = await signJwt(JWT_IO, options({ secret: 'other' }));
    expect(outputs.token.split('.')[1]).toBe(JWT_IO.split('.')[1]);
    expect(notes.token).toBe(W.resigned);
  });

  it('refuses alg none, a header without alg, a payload that is not an object, and no key', async () => {
    const refused = (payload: string, more: Partial<JwtOptions>) =>
      signJwt(payload, options(more)).then(
        () => '',
        (error: unknown) => (error as ToolError).description,
      );
    expect(await refused('{}', { header: '{"alg":"none"}' })).toBe(fault('signNone').description);
    expect(await refused('{}', { header: '{}' })).toBe(fault('headerNoAlg').description);
    expect(await refused('[1]', { secret: 'x' })).toBe(fault('payloadNotObject', { kind: 'array' }).description);
    expect(await refused('{}', {})).toBe(fault('signNeedsSecret', { alg: 'HS256' }).description);
    expect(await refused('{}', { header: '{"alg":"RS256"}' })).toBe(
      fault('signNeedsKey', { alg: 'RS256' }).description,
    );
  });

  it.each(['HS256', 'HS384', 'HS512', 'RS256', 'PS384', 'ES256', 'ES384', 'ES512', 'EdDSA'])(
    'signs %s with a generated key, and the token verifies with it',
    async (alg) => {
      const key = await keyForTrying(alg as 'HS256');
      const signed = await signJwt('{"sub":"me"}', options({ header: JSON.stringify({ alg }), ...key }));
      const publicKey = signed.outputs.publicKey;
      expect(await summaryOf(signed.outputs.token, { ...key, publicKey })).toMatch(/^Signature valid/);
    },
  );
});

/** openssl signs, we verify; we sign, openssl verifies. */
describe('against openssl', () => {
  let dir = '';
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'jwt-'));
    openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', file('rsa.pem'));
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', file('ec.pem'));
    openssl('genpkey', '-algorithm', 'ed25519', '-out', file('ed.pem'));
    for (const name of ['rsa', 'ec', 'ed'])
      openssl('pkey', '-in', file(`${name}.pem`), '-pubout', '-out', file(`${name}.pub`));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** DER ECDSA-Sig-Value (SEQUENCE of two INTEGERs) to JOSE's r||s, each `size` bytes. */
  const derToRaw = (der: Buffer, size: number) => {
    const integers: Buffer[] = [];
    let at = der[1] & 0x80 ? 2 + (der[1] & 0x7f) : 2;
    while (at < der.length) {
      const length = der[at + 1];
      integers.push(der.subarray(at + 2, at + 2 + length));
      at += 2 + length;
    }
    return Buffer.concat(
      integers.map((n) => Buffer.concat([Buffer.alloc(size), n.subarray(n[0] === 0 ? 1 : 0)]).subarray(-size)),
    );
  };
  const rawToDer = (raw: Buffer) => {
    const half = raw.length / 2;
    const integer = (n: Buffer) => {
      let bytes = n.subarray(n.findIndex((b) => b !== 0));
      if (bytes[0] & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
      return Buffer.concat([Buffer.from([2, bytes.length]), bytes]);
    };
    const body = Buffer.concat([integer(raw.subarray(0, half)), integer(raw.subarray(half))]);
    return Buffer.concat([Buffer.from([0x30, body.length]), body]);
  };
  const signingInput = (alg: string) => `${jsonPart({ alg, typ: 'JWT' })}.${jsonPart({ sub: 'openssl', iat: 1 })}`;

  it('verifies HS256 made by openssl dgst -mac HMAC', async () => {
    const input = signingInput('HS256');
    writeFileSync(file('in'), input);
    const mac = openssl('dgst', '-sha256', '-mac', 'HMAC', '-macopt', 'key:openssl-secret', '-binary', file('in'));
    expect(await summaryOf(`${input}.${b64url(mac)}`, { secret: 'openssl-secret' })).toMatch(/^Signature valid/);
    expect(await summaryOf(`${input}.${b64url(mac)}`, { secret: 'other' })).toMatch(/^Signature NOT valid/);
  });

  it('verifies RS256 and ES256 made by openssl dgst -sign, and EdDSA by pkeyutl', async () => {
    for (const [alg, name] of [
      ['RS256', 'rsa'],
      ['ES256', 'ec'],
      ['EdDSA', 'ed'],
    ] as const) {
      const input = signingInput(alg);
      writeFileSync(file('in'), input);
      const signature =
        alg === 'EdDSA'
          ? openssl('pkeyutl', '-sign', '-inkey', file('ed.pem'), '-rawin', '-in', file('in'))
          : openssl('dgst', '-sha256', '-sign', file(`${name}.pem`), file('in'));
      const jose = alg === 'ES256' ? derToRaw(signature, 32) : signature;
      const publicKey = readFileSync(file(`${name}.pub`), 'utf8');
      expect(await summaryOf(`${input}.${b64url(jose)}`, { publicKey }), alg).toMatch(/^Signature valid/);
    }
  });

  it('signs HS256, RS256, ES256 and EdDSA so that openssl verifies them', async () => {
    for (const [alg, name] of [
      ['RS256', 'rsa'],
      ['ES256', 'ec'],
      ['EdDSA', 'ed'],
      ['HS256', ''],
    ] as const) {
      const privateKey = name ? readFileSync(file(`${name}.pem`), 'utf8') : '';
      const { token } = (
        await signJwt('{"sub":"us"}', options({ header: JSON.stringify({ alg }), privateKey, secret: 'k3y' }))
      ).outputs;
      const [header, payload, signature] = token.split('.');
      writeFileSync(file('in'), `${header}.${payload}`);
      const bytes = Buffer.from(signature, 'base64url');
      if (alg === 'HS256') {
        const mac = openssl('dgst', '-sha256', '-mac', 'HMAC', '-macopt', 'key:k3y', '-binary', file('in'));
        expect(b64url(mac)).toBe(signature);
        continue;
      }
      writeFileSync(file('sig'), alg === 'ES256' ? rawToDer(bytes) : bytes);
      const args =
        alg === 'EdDSA'
          ? [
              'pkeyutl',
              '-verify',
              '-pubin',
              '-inkey',
              file(`${name}.pub`),
              '-rawin',
              '-in',
              file('in'),
              '-sigfile',
              file('sig'),
            ]
          : ['dgst', '-sha256', '-verify', file(`${name}.pub`), '-signature', file('sig'), file('in')];
      expect(openssl(...args).toString(), alg).toMatch(/Verified OK|Signature Verified Successfully/);
    }
  });
});
