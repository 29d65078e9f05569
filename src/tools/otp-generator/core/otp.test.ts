import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import {
  buildUri,
  codeAt,
  decodeSecret,
  encodeBase32,
  fault,
  matchOffset,
  msToNextStep,
  newSecret,
  normaliseSecret,
  parseUri,
  readCode,
  stepAt,
  totpCodes,
  type CodeSettings,
  type OtpAccount,
  type OtpFaults,
} from '.';

/** Expects `run` to throw the fault `code` with these parameters. */
function expectFault(run: () => unknown, code: keyof OtpFaults, params: object) {
  const error = toolErrorOf(run);
  expect(fault.is(error, code)).toBe(true);
  expect(error.params).toEqual(params);
}

const SHA1_30_6: CodeSettings = { algorithm: 'SHA1', digits: 6, period: 30 };
const ascii = (text: string) => new TextEncoder().encode(text);

/** oathtool's code for these settings, at `timeMs` (TOTP) or at `counter` (HOTP). */
function oathtool(base32: string, s: CodeSettings, at: { timeMs: number } | { counter: number }): string {
  const args = ['-b', '-d', String(s.digits)];
  if ('timeMs' in at) {
    const now = new Date(at.timeMs)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC');
    args.push(`--totp=${s.algorithm.toLowerCase()}`, '-s', String(s.period), '--now', now);
  } else args.push('--hotp', '-c', String(at.counter));
  return execFileSync('oathtool', [...args, base32], { encoding: 'utf8' }).trim();
}

describe('RFC 6238 appendix B test vectors (8 digits, period 30)', () => {
  const keys = {
    SHA1: ascii('12345678901234567890'),
    SHA256: ascii('12345678901234567890123456789012'),
    SHA512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  } as const;
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    for (const [algorithm, expected] of [
      ['SHA1', sha1],
      ['SHA256', sha256],
      ['SHA512', sha512],
    ] as const) {
      expect(totpCodes(keys[algorithm], { algorithm, digits: 8, period: 30 }, at).current).toBe(expected);
    }
  });

  it('RFC 4226 appendix D: HOTP codes for counters 0-9', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    codes.forEach((code, counter) => expect(codeAt(keys.SHA1, SHA1_30_6, counter)).toBe(code));
  });
});

describe('oathtool as the oracle', () => {
  const fixed = Date.UTC(2026, 0, 1, 12, 34, 56);
  it('gives the same codes for a known secret at a fixed UTC time, in every setting', () => {
    const base32 = 'JBSWY3DPEHPK3PXP';
    const secret = decodeSecret(base32);
    for (const algorithm of ['SHA1', 'SHA256', 'SHA512'] as const)
      for (const digits of [6, 8] as const)
        for (const period of [30, 60] as const) {
          const s = { algorithm, digits, period };
          const codes = totpCodes(secret, s, fixed);
          expect(codes.current, `${algorithm} ${digits} ${period}`).toBe(oathtool(base32, s, { timeMs: fixed }));
          expect(codes.previous).toBe(oathtool(base32, s, { timeMs: fixed - period * 1000 }));
          expect(codes.next).toBe(oathtool(base32, s, { timeMs: fixed + period * 1000 }));
        }
  });

  it('gives the same TOTP and HOTP codes for random secrets, times and counters', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 10, maxLength: 64 }),
        fc.constantFrom('SHA1', 'SHA256', 'SHA512' as const),
        fc.constantFrom(6, 8 as const),
        fc.constantFrom(30, 60 as const),
        fc.integer({ min: 0, max: 4_102_444_800 }),
        fc.integer({ min: 0, max: 2 ** 32 }),
        (bytes, algorithm, digits, period, seconds, counter) => {
          const s = { algorithm, digits, period };
          const base32 = encodeBase32(bytes);
          expect(totpCodes(bytes, s, seconds * 1000).current).toBe(oathtool(base32, s, { timeMs: seconds * 1000 }));
          // oathtool's HOTP is HMAC-SHA-1 only.
          const sha1 = { ...s, algorithm: 'SHA1' } as const;
          expect(codeAt(bytes, sha1, counter)).toBe(oathtool(base32, sha1, { counter }));
        },
      ),
      { numRuns: 25 },
    );
  }, 30_000); // fast-check strings and oathtool runs: seconds on a busy two-core machine

  it('reads a secret whose length makes no whole bytes as oathtool does (trailing bits dropped)', () => {
    const base32 = 'JBSWY3DPEHPK3PX';
    expect(totpCodes(decodeSecret(base32), SHA1_30_6, fixed).current).toBe(
      oathtool(base32, SHA1_30_6, { timeMs: fixed }),
    );
  });
});

describe('the secret', () => {
  it('accepts spaces, hyphens, lower case and padding', () => {
    expect(normaliseSecret(' jbsw y3dp-ehpk 3pxp== ')).toBe('JBSWY3DPEHPK3PXP');
    expect(decodeSecret('jbsw y3dp ehpk 3pxp')).toEqual(decodeSecret('JBSWY3DPEHPK3PXP'));
  });

  it('names a wrong character with its position, and the letter meant by a look-alike digit', () => {
    expectFault(() => normaliseSecret('JBSW Y3D! EHPK'), 'badCharacter', { character: '!', position: 9 });
    expectFault(() => normaliseSecret('JBSW0'), 'badCharacter', { character: '0', position: 5, lookalike: 'O' });
    expectFault(() => normaliseSecret('AB😀'), 'badCharacter', { character: '😀', position: 3 });
    expectFault(() => normaliseSecret('AB==CD'), 'badPadding', { position: 3 });
    expectFault(() => normaliseSecret('   '), 'emptySecret', {});
    expectFault(() => normaliseSecret('A'.repeat(1025)), 'secretTooLong', { max: 1024 });
  });

  it('round-trips any bytes through Base32, and matches Node’s encoding of RFC 4648 vectors', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 100 }), (bytes) => {
        expect(decodeSecret(encodeBase32(bytes))).toEqual(bytes);
      }),
    );
    expect(encodeBase32(ascii('foobar'))).toBe('MZXW6YTBOI');
    expect(encodeBase32(ascii('fooba'))).toBe('MZXW6YTB');
  });

  it('makes new secrets from getRandomValues, of the requested size, all different', () => {
    const secrets = Array.from({ length: 100 }, () => newSecret());
    expect(new Set(secrets).size).toBe(100);
    for (const s of secrets) expect(decodeSecret(s)).toHaveLength(20);
    expect(decodeSecret(newSecret(64))).toHaveLength(64);
  });

  it('never fails but with its own ToolError, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        try {
          decodeSecret(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolError);
        }
      }),
    );
  }, 30_000); // fast-check strings and oathtool runs: seconds on a busy two-core machine
});

describe('steps and verification', () => {
  it('counts steps and the time to the next one', () => {
    expect(stepAt(59_999, 30)).toBe(1);
    expect(msToNextStep(59_000, 30)).toBe(1000);
    expect(msToNextStep(60_000, 60)).toBe(60_000);
  });

  it('says which step within the window made a code, nearest first', () => {
    const secret = decodeSecret('JBSWY3DPEHPK3PXP');
    const step = 1_000_000;
    for (const offset of [-2, -1, 0, 1, 2]) {
      const code = codeAt(secret, SHA1_30_6, step + offset);
      expect(matchOffset(secret, SHA1_30_6, code, step, 2)).toBe(offset);
    }
    expect(matchOffset(secret, SHA1_30_6, codeAt(secret, SHA1_30_6, step + 3), step, 2)).toBeNull();
    // No counter below 0 is tried.
    expect(matchOffset(secret, SHA1_30_6, codeAt(secret, SHA1_30_6, 0), 0, 3)).toBe(0);
  });

  it('reads a typed code, spaces allowed, and refuses the wrong length or letters', () => {
    expect(readCode('123 456', 6)).toBe('123456');
    expectFault(() => readCode('12345', 6), 'badCode', { digits: 6 });
    expectFault(() => readCode('1234567a', 8), 'badCode', { digits: 8 });
  });
});

const account = fc.record<OtpAccount>({
  kind: fc.constantFrom('totp', 'hotp'),
  secret: fc.uint8Array({ minLength: 10, maxLength: 64 }).map(encodeBase32),
  algorithm: fc.constantFrom('SHA1', 'SHA256', 'SHA512'),
  digits: fc.constantFrom(6, 8),
  period: fc.constantFrom(30, 60),
  counter: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  issuer: fc.string({ maxLength: 20 }).map((s) => s.replace(/:/g, '').trim()),
  // A colon separates the issuer from the account in the label: an account has none.
  account: fc.string({ maxLength: 30 }).map((s) => s.replace(/:/g, '').trim()),
});

describe('the otpauth:// URI', () => {
  it('builds the Key Uri Format', () => {
    const uri = buildUri({
      kind: 'totp',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      counter: 0,
      issuer: 'ACME Co',
      account: 'john.doe@email.com',
    });
    expect(uri).toBe(
      'otpauth://totp/ACME%20Co:john.doe%40email.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('reads back what it builds (TOTP has no counter, HOTP no period)', () => {
    fc.assert(
      fc.property(account, (a) => {
        const totp = a.kind === 'totp';
        expect(parseUri(buildUri(a))).toEqual({ ...a, counter: totp ? 0 : a.counter, period: totp ? a.period : 30 });
      }),
    );
  });

  it('reads URIs written by others: defaults, issuer from the label, lower-case names', () => {
    expect(parseUri('otpauth://totp/Example:alice@google.com?secret=jbswy3dpehpk3pxp')).toMatchObject({
      kind: 'totp',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      issuer: 'Example',
      account: 'alice@google.com',
    });
    expect(parseUri('OTPAUTH://HOTP/a?SECRET=JBSWY3DP&Counter=7&Algorithm=sha256&digits=8').counter).toBe(7);
  });

  it.each([
    ['https://example.com', 'notOtpUri', {}],
    ['otpauth://motp/a?secret=JBSWY3DP', 'unknownType', { type: 'motp' }],
    ['otpauth://totp/a?issuer=x', 'noSecret', {}],
    [
      'otpauth://totp/a?secret=JBSW1',
      'badSecretInUri',
      { cause: { code: 'otp-generator.badCharacter', params: { character: '1', position: 5, lookalike: 'I' } } },
    ],
    ['otpauth://totp/a%ZZ?secret=JBSWY3DP', 'badEncoding', {}],
    ['otpauth://totp/a?secret=JBSWY3DP&algorithm=MD5', 'badAlgorithm', { value: 'MD5' }],
    ['otpauth://totp/a?secret=JBSWY3DP&digits=7', 'badDigits', { value: '7' }],
    ['otpauth://totp/a?secret=JBSWY3DP&period=15', 'badPeriod', { value: '15' }],
    ['otpauth://hotp/a?secret=JBSWY3DP', 'badCounter', { value: '' }],
    ['otpauth://hotp/a?secret=JBSWY3DP&counter=-1', 'badCounter', { value: '-1' }],
    ['otpauth://hotp/a?secret=JBSWY3DP&counter=99999999999999999', 'badCounter', { value: '99999999999999999' }],
  ] as const)('says what is wrong with %s', (uri, code, params) => {
    expectFault(() => parseUri(uri), code, params);
  });

  it('never fails but with its own ToolError on hostile input', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ maxLength: 200 }).map((s) => `otpauth://totp/${s}`),
      fc.string({ maxLength: 200 }).map((s) => `otpauth://hotp/x?secret=JBSWY3DP&${s}`),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        try {
          parseUri(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolError);
        }
      }),
    );
    expectFault(() => parseUri(`otpauth://totp/a?secret=${'A'.repeat(5000)}`), 'uriTooLong', { max: 4096 });
  }, 30_000); // fast-check strings and oathtool runs: seconds on a busy two-core machine
});
