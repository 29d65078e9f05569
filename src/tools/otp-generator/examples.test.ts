/** Load Example's test vectors give the codes their RFCs and oathtool give. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { codeAt, decodeSecret, stepAt } from './core';
import { OTP_EXAMPLES } from './examples';

describe('OTP examples', () => {
  it.each(OTP_EXAMPLES)('$name gives $expect.code, as oathtool does', ({ account, expect: wanted }) => {
    const secret = decodeSecret(account.secret);
    const counter = wanted.counter ?? stepAt(wanted.timeMs!, account.period);
    expect(codeAt(secret, account, counter)).toBe(wanted.code);
    const mode =
      account.kind === 'hotp'
        ? ['--hotp', '-c', String(counter)]
        : ['--totp=' + account.algorithm.toLowerCase(), `-N`, `@${wanted.timeMs! / 1000}`];
    const hex = Buffer.from(secret).toString('hex');
    expect(execFileSync('oathtool', [...mode, '-d', String(account.digits), hex], { encoding: 'utf8' }).trim()).toBe(
      wanted.code,
    );
  });
});
