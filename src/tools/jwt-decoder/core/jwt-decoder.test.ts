import { describe, expect, it } from 'vitest';
import { fault } from './faults';
import { decodeJwt, JWT_DEFAULTS, signJwt, type JwtOptions } from '.';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const jsonPart = (value: unknown) => b64url(JSON.stringify(value));
const options = (more: Partial<JwtOptions>): JwtOptions => ({ ...JWT_DEFAULTS, ...more });
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

// jwt.io's classic token, signed with HS256 and the secret "your-256-bit-secret".
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** The words are ../jwt-decoder.test.ts's: here the faults and the verdict are data. */
describe('a refused token is a fault naming the part', () => {
  it.each([
    ['', 'blank', {}],
    ['a.b.c.d', 'partCount', { parts: 4 }],
    ['no dots here', 'noDot', {}],
    [`e+J.${jsonPart({})}.x`, 'badCharacter', { part: 'header', character: '+', index: 1 }],
    [`${jsonPart([1])}.${jsonPart({})}.x`, 'notObject', { part: 'header', kind: 'array' }],
    [`${jsonPart({ alg: 'HS256' })}.abcde.x`, 'badLength', { part: 'payload', length: 5 }],
    [`.${jsonPart({})}.x`, 'emptyPart', { part: 'header' }],
    [`${b64url(Buffer.from([0xff, 0xfe]))}.${jsonPart({})}.x`, 'notUtf8', { part: 'header' }],
    ['eyJ'.repeat(100_000), 'tooLong', { size: 300_000, limit: 256 * 1024 }],
  ] as const)('%s', async (token, key, params) => {
    const error = await caught(decodeJwt(token, JWT_DEFAULTS, NOW));
    expect(fault.is(error, key), String(error)).toBe(true);
    expect(fault.is(error) && error.params).toEqual(params);
  });
});

describe('the verdict is data', () => {
  const verdictOf = async (token: string, more: Partial<JwtOptions>) => {
    const decoded = await decodeJwt(token, options(more), NOW);
    return decoded.kind === 'jws' ? decoded.verdict : undefined;
  };

  it('names the key a valid signature was checked with, and why another is not', async () => {
    expect(await verdictOf(JWT_IO, { secret: 'your-256-bit-secret' })).toEqual({
      status: 'valid',
      alg: 'HS256',
      key: { kind: 'secret', encoding: 'text' },
    });
    expect(await verdictOf(JWT_IO, { secret: 'wrong' })).toEqual({
      status: 'invalid',
      reason: 'signature',
      alg: 'HS256',
    });
    expect(await verdictOf(JWT_IO, {})).toEqual({ status: 'unverified', reason: 'noSecret', alg: 'HS256' });
  });

  it("carries a key's fault, never the key", async () => {
    expect(await verdictOf(JWT_IO, { secret: 'a*b', secretEncoding: 'base64' })).toEqual({
      status: 'unverified',
      reason: 'keyFault',
      fault: { code: 'jwt-decoder.secretNotBase64', params: {} },
    });
  });

  it('never calls alg none valid', async () => {
    expect(await verdictOf(`${jsonPart({ alg: 'None' })}.${jsonPart({})}.`, { secret: 'x' })).toEqual({
      status: 'invalid',
      reason: 'none',
    });
  });
});

describe('signing', () => {
  it('refuses a header or payload it cannot sign, with a fault', async () => {
    const refused = async (payload: string, more: Partial<JwtOptions>) => caught(signJwt(payload, options(more)));
    expect(fault.is(await refused('{}', { header: '{"alg":"none"}' }), 'signNone')).toBe(true);
    expect(fault.is(await refused('{}', { header: '{"alg":1}' }), 'signUnknownAlg')).toBe(true);
    const badHeader = await refused('{}', { header: '{"alg":' });
    expect(fault.is(badHeader, 'headerJson') && badHeader.at).toMatchObject({ input: 'header', line: 1 });
    const notObject = await refused('[1]', { secret: 'x' });
    expect(fault.is(notObject, 'payloadNotObject') && notObject.params).toEqual({ kind: 'array' });
    expect(fault.is(await refused('{}', {}), 'signNeedsSecret')).toBe(true);
  });

  it('says when a token pasted as the payload is signed again', async () => {
    expect(await signJwt(JWT_IO, options({ secret: 'other' }))).toMatchObject({ kind: 'signed', resigned: true });
  });
});
