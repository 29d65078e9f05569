import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { normaliseSecret, parseUri, readCode } from './core';
import './words';

/** Expects `run` to throw a ToolError whose title (and description, if given) match. */
function expectToolError(run: () => unknown, expected: { title: string | RegExp; description?: RegExp }) {
  const error = toolErrorOf(run);
  if (typeof expected.title === 'string') expect(error.title).toBe(expected.title);
  else expect(error.title).toMatch(expected.title);
  if (expected.description) expect(error.description).toMatch(expected.description);
}

describe("the OTP generator's words", () => {
  it('names a wrong character with its position, and the letter meant by a look-alike digit', () => {
    expectToolError(() => normaliseSecret('JBSW Y3D! EHPK'), { title: '"!" at position 9 is not Base32' });
    expectToolError(() => normaliseSecret('JBSW0'), {
      title: '"0" at position 5 is not Base32',
      description: /did you mean the letter O/,
    });
    expectToolError(() => normaliseSecret('AB😀'), { title: '"😀" at position 3 is not Base32' });
    expectToolError(() => normaliseSecret('AB==CD'), { title: 'Padding "=" at position 3 is not at the end' });
    expectToolError(() => normaliseSecret('   '), { title: 'Enter a Base32 secret' });
    expectToolError(() => normaliseSecret('A'.repeat(1025)), { title: /more than 1024 characters/ });
  });

  it('says a typed code has the wrong length', () => {
    expectToolError(() => readCode('12345', 6), { title: 'A code has 6 digits' });
    expectToolError(() => readCode('1234567a', 8), { title: 'A code has 8 digits' });
  });

  it.each([
    ['https://example.com', 'Not an otpauth:// URI'],
    ['otpauth://motp/a?secret=JBSWY3DP', 'Unknown OTP type "motp"'],
    ['otpauth://totp/a?issuer=x', 'No secret in the URI'],
    ['otpauth://totp/a?secret=JBSW1', 'secret=: "1" at position 5 is not Base32'],
    ['otpauth://totp/a%ZZ?secret=JBSWY3DP', 'Bad percent-encoding in the URI'],
    ['otpauth://totp/a?secret=JBSWY3DP&algorithm=MD5', 'Algorithm "MD5" is not offered'],
    ['otpauth://totp/a?secret=JBSWY3DP&digits=7', 'digits=7 is not offered'],
    ['otpauth://totp/a?secret=JBSWY3DP&period=15', 'period=15 is not offered'],
    ['otpauth://hotp/a?secret=JBSWY3DP', 'counter= is not a counter'],
    ['otpauth://hotp/a?secret=JBSWY3DP&counter=-1', 'counter=-1 is not a counter'],
    ['otpauth://hotp/a?secret=JBSWY3DP&counter=99999999999999999', 'counter=99999999999999999 is not a counter'],
  ])('says what is wrong with %s', (uri, title) => {
    expectToolError(() => parseUri(uri), { title });
  });

  it('says a URI is too long', () => {
    expectToolError(() => parseUri(`otpauth://totp/a?secret=${'A'.repeat(5000)}`), { title: /more than 4096/ });
  });
});
