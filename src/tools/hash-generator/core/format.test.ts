import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDigest, matchDigest, planGroups, SPLIT_MIN_BYTES, toBase64, type AlgorithmId } from '.';

const bytes = Uint8Array.from([0xba, 0x78, 0x16, 0xbf, 0x0f]);

describe('output formats', () => {
  it('formats hex, upper-case hex and Base64', () => {
    expect(formatDigest(bytes, 'hex')).toBe('ba7816bf0f');
    expect(formatDigest(bytes, 'HEX')).toBe('BA7816BF0F');
    expect(formatDigest(bytes, 'base64')).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('Base64 agrees with Node for any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 80 }), (b) => toBase64(b) === Buffer.from(b).toString('base64')));
  });
});

describe('verify', () => {
  const digests = { md5: Uint8Array.from([1, 2, 3, 4]), sha256: bytes };
  const order: AlgorithmId[] = ['md5', 'sha256'];

  it('matches hex in any case, Base64, a sha256sum line and SRI', () => {
    expect(matchDigest('ba7816bf0f', digests, order)).toEqual(['sha256']);
    expect(matchDigest('  BA7816BF0F  ', digests, order)).toEqual(['sha256']);
    expect(matchDigest('ba7816bf0f  ubuntu.iso', digests, order)).toEqual(['sha256']);
    expect(matchDigest(toBase64(bytes), digests, order)).toEqual(['sha256']);
    expect(matchDigest(`sha256-${toBase64(bytes)}`, digests, order)).toEqual(['sha256']);
    expect(matchDigest('01020304', digests, order)).toEqual(['md5']);
  });

  it('matches nothing otherwise and never throws on any text', () => {
    expect(matchDigest('deadbeef', digests, order)).toEqual([]);
    expect(matchDigest('', digests, order)).toEqual([]);
    fc.assert(fc.property(fc.string(), (s) => Array.isArray(matchDigest(s, digests, order))));
  });
});

describe('planGroups', () => {
  const ctx = { totalBytes: 1024 ** 3, wholeInput: false, webCryptoAvailable: true };

  it('balances the four spec algorithms over two workers', () => {
    const groups = planGroups(['md5', 'sha1', 'sha256', 'sha512'], 2, ctx);
    expect(groups).toHaveLength(2);
    expect(groups.flat().sort()).toEqual(['md5', 'sha1', 'sha256', 'sha512']);
    expect(groups.find((g) => g.includes('sha256'))).not.toContain('sha512');
  });

  it('keeps small inputs on one worker and never makes empty groups', () => {
    expect(planGroups(['md5', 'sha1'], 4, { ...ctx, totalBytes: SPLIT_MIN_BYTES - 1 })).toEqual([['md5', 'sha1']]);
    expect(planGroups([], 2, ctx)).toEqual([]);
    fc.assert(
      fc.property(
        fc.subarray(['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'crc32', 'blake3'] as AlgorithmId[]),
        fc.integer({ min: 1, max: 8 }),
        (ids, workers) => {
          const groups = planGroups(ids, workers, ctx);
          return (
            groups.every((g) => g.length > 0) &&
            groups.length <= workers &&
            groups.flat().sort().join() === [...ids].sort().join()
          );
        },
      ),
    );
  });
});
