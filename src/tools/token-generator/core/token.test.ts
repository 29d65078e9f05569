import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { nanoid, urlAlphabet } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { fillRandom } from '../../../core/shared/uuid-bytes';
import {
  fault,
  CHARSETS,
  DEFAULT_SPEC,
  NANOID_ALPHABET,
  NANOID_SIZE,
  alphabetOf,
  bulkSlices,
  byteLimit,
  drawIndices,
  entropyBits,
  indexOfByte,
  objectIdParts,
  tokenGenerator,
  ulidTime,
  type TokenSpec,
} from '.';

const spec = (over: Partial<TokenSpec>): TokenSpec => ({ ...DEFAULT_SPEC, ...over });

/** A byte source that gives 0, 1, …, 255, 0, 1, … : every byte value equally often. */
function cyclingBytes() {
  let next = 0;
  return (size: number) => Uint8Array.from({ length: size }, () => next++ % 256);
}

/**
 * The chi-square statistic's critical value for `k` - 1 degrees of freedom at p = 0.0001 (Wilson–Hilferty): a fair
 * sampler passes 9,999 times in 10,000; a modulo-biased one (some characters 1/⌊256/n⌋ more likely) fails.
 */
function chiSquareLimit(k: number): number {
  const df = k - 1;
  const z = 3.719;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('uniformity: every character of the alphabet is equally likely', () => {
  it('maps bytes without bias, exactly: each index is made by the same number of byte values, for every n ≤ 256', () => {
    for (let n = 2; n <= 256; n++) {
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let byte = 0; byte < 256; byte++) {
        const index = indexOfByte(byte, n);
        if (index < 0) rejected++;
        else counts[index]++;
      }
      expect(new Set(counts), `n = ${n}`).toEqual(new Set([byteLimit(n) / n]));
      expect(rejected).toBe(256 % n);
    }
  });

  it('draws each index exactly equally often from a source that gives every byte value equally often', () => {
    for (const n of [2, 3, 10, 16, 26, 36, 62, 64, 100, 255, 256]) {
      const draws = drawIndices(n, byteLimit(n) * 4, cyclingBytes());
      const counts = new Array<number>(n).fill(0);
      for (const i of draws) counts[i]++;
      expect(new Set(counts), `n = ${n}`).toEqual(new Set([(byteLimit(n) * 4) / n]));
    }
  });

  it('passes a chi-square test on a large sample for each alphabet (p = 0.0001)', () => {
    const alphabets = {
      hex: CHARSETS.hex,
      alphanumeric: CHARSETS.alphanumeric,
      nanoid: NANOID_ALPHABET,
      three: 'abc',
      // Past 256 characters: 32-bit draws.
      cjk: Array.from({ length: 300 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(''),
    };
    for (const [name, alphabet] of Object.entries(alphabets)) {
      const chars = Array.from(alphabet);
      const total = chars.length * 2000;
      const tokens = tokenGenerator(spec({ kind: 'random', charset: 'custom', alphabet, length: 1000 }))(total / 1000);
      const at = new Map(chars.map((c, i) => [c, i]));
      const counts = new Array<number>(chars.length).fill(0);
      for (const token of tokens) for (const c of token) counts[at.get(c)!]++;
      expect(chiSquare(counts, total), name).toBeLessThan(chiSquareLimit(chars.length));
    }
  }, 30_000); // large samples: seconds on a busy two-core machine

  it('would catch modulo bias: a byte % 62 sampler fails the same test', () => {
    const total = 62 * 4000;
    const bytes = fillRandom(new Uint8Array(total));
    const counts = new Array<number>(62).fill(0);
    for (const b of bytes) counts[b % 62]++;
    expect(chiSquare(counts, total)).toBeGreaterThan(chiSquareLimit(62));
  });
});

describe('NanoID', () => {
  it("has nanoid's default alphabet and size", () => {
    expect(NANOID_ALPHABET).toBe(urlAlphabet);
    expect(NANOID_SIZE).toBe(nanoid().length);
    const [id] = tokenGenerator(spec({ kind: 'nanoid', length: NANOID_SIZE }))(1);
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('uses the alphabet and size given', () => {
    for (const id of tokenGenerator(spec({ kind: 'nanoid', alphabet: '1234567890abcdef', length: 10 }))(50))
      expect(id).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('ULID', () => {
  it('decodes to its millisecond, and ULIDs of later times sort after', () => {
    let now = Date.UTC(2026, 10, 27, 4, 0, 0, 123);
    const make = tokenGenerator(spec({ kind: 'ulid' }), () => now);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      now += i % 3; // the same millisecond, or 1 or 2 later
      const [id] = make(1);
      expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      expect(ulidTime(id)).toBe(now);
      ids.push(id);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(100);
  });

  it('is monotonic within a millisecond: the random part counts up by one', () => {
    const ids = tokenGenerator(spec({ kind: 'ulid' }), () => 1_700_000_000_000)(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map(ulidTime))).toEqual(new Set([1_700_000_000_000]));
    // A clock that steps back keeps the order.
    let t = 2_000_000;
    const back = tokenGenerator(spec({ kind: 'ulid' }), () => (t -= 1000))(10);
    expect([...back].sort()).toEqual(back);
  });

  it('borrows the next millisecond when the random part overflows', () => {
    const allOnes = (size: number) => new Uint8Array(size).fill(255);
    const [a, b] = tokenGenerator(spec({ kind: 'ulid' }), () => 5000, allOnes)(2);
    expect(ulidTime(a)).toBe(5000);
    expect(ulidTime(b)).toBe(5001);
    expect(a < b).toBe(true);
  });

  it('reads the example of the ulid package, and refuses what is not a ULID', () => {
    expect(ulidTime('01ARYZ6S41TSV4RRFFQ69G5FAV')).toBe(1469918176385);
    expect(ulidTime('01aryz6s41tsv4rrffq69g5fav')).toBe(1469918176385);
    expect(
      fault.is(
        toolErrorOf(() => ulidTime('81ARZ3NDEKTSV4RRFFQ69G5FAV')),
        'notUlid',
      ),
    ).toBe(true);
  });
});

describe('MongoDB ObjectId', () => {
  it('holds the seconds, a random value fixed per generator, and a counter that counts up', () => {
    const now = Date.UTC(2026, 10, 27, 4, 5, 6, 789);
    const ids = tokenGenerator(spec({ kind: 'objectid' }), () => now)(5);
    const parts = ids.map(objectIdParts);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(parts.map((p) => p.seconds))).toEqual(new Set([Math.floor(now / 1000)]));
    expect(new Set(parts.map((p) => p.random)).size).toBe(1);
    for (let i = 1; i < 5; i++) expect(parts[i].counter).toBe((parts[0].counter + i) % 2 ** 24);
    // Decoded by hand in Python (no bson module here): the first 4 bytes are the big-endian seconds.
    const python = execFileSync(
      'python3',
      [
        '-c',
        'import sys,datetime;print(datetime.datetime.fromtimestamp(int(sys.argv[1][:8],16),datetime.timezone.utc).isoformat())',
        ids[0],
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(python).toBe('2026-11-27T04:05:06+00:00');
  });

  it('reads a known ObjectId', () => {
    expect(objectIdParts('507f1f77bcf86cd799439011')).toEqual({
      seconds: 0x507f1f77,
      random: 'bcf86cd799',
      counter: 0x439011,
    });
    expect(
      fault.is(
        toolErrorOf(() => objectIdParts('507f1f77')),
        'notObjectId',
      ),
    ).toBe(true);
  });
});

describe('random strings and API keys', () => {
  it('draws from the chosen set, at the chosen length', () => {
    const shapes = { hex: /^[0-9a-f]{40}$/, base64url: /^[A-Za-z0-9_-]{40}$/, alphanumeric: /^[A-Za-z0-9]{40}$/ };
    for (const [charset, shape] of Object.entries(shapes))
      for (const t of tokenGenerator(spec({ kind: 'random', charset: charset as TokenSpec['charset'], length: 40 }))(
        20,
      ))
        expect(t).toMatch(shape);
  });

  it('prefixes API keys', () => {
    const [key] = tokenGenerator(spec({ kind: 'api-key', prefix: 'sk_live_', length: 24 }))(1);
    expect(key).toMatch(/^sk_live_[A-Za-z0-9]{24}$/);
    expect(entropyBits(spec({ kind: 'api-key', length: 24 }))).toBeCloseTo(24 * Math.log2(62));
  });

  it('says what is wrong with an alphabet, a length or a prefix', () => {
    const faultOf = (run: () => unknown) => {
      const { code, params } = toolErrorOf(run);
      return [code, params];
    };
    expect(faultOf(() => alphabetOf('abca'))).toEqual([
      'token-generator.duplicateCharacter',
      { char: 'a', position: 4, first: 1 },
    ]);
    expect(faultOf(() => alphabetOf('a'))).toEqual(['token-generator.alphabetTooSmall', {}]);
    expect(faultOf(() => tokenGenerator(spec({ kind: 'random', length: 0 })))).toEqual([
      'token-generator.badLength',
      { min: 1, max: 1024 },
    ]);
    expect(faultOf(() => tokenGenerator(spec({ kind: 'api-key', prefix: 'sk live' })))).toEqual([
      'token-generator.badPrefix',
      { char: ' ', position: 3, max: 40 },
    ]);
  });

  it('never fails but with its own ToolError, and every token fits its spec', () => {
    const anySpec = fc.record<TokenSpec>({
      kind: fc.constantFrom('ulid', 'nanoid', 'random', 'api-key', 'objectid'),
      charset: fc.constantFrom('hex', 'base64url', 'alphanumeric', 'custom'),
      alphabet: fc.string({ unit: 'grapheme', maxLength: 40 }),
      length: fc.integer({ min: -5, max: 1100 }),
      prefix: fc.string({ maxLength: 50 }),
    });
    fc.assert(
      fc.property(anySpec, (s) => {
        let tokens: string[];
        try {
          tokens = tokenGenerator(s)(3);
        } catch (e) {
          expect(fault.is(e)).toBe(true);
          return;
        }
        expect(tokens).toHaveLength(3);
        if (s.kind === 'nanoid' || (s.kind === 'random' && s.charset === 'custom')) {
          const allowed = new Set(Array.from(s.alphabet));
          for (const t of tokens) {
            expect(Array.from(t)).toHaveLength(s.length);
            for (const c of t) expect(allowed.has(c)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000); // large samples: seconds on a busy two-core machine
});

describe('bulk export', () => {
  it('writes the count asked for, one per line, in slices with the running count', () => {
    const slices = [...bulkSlices(spec({ kind: 'nanoid', length: 21 }), 25_001)];
    expect(slices.map((s) => s.done)).toEqual([10_000, 20_000, 25_001]);
    const lines = slices
      .map((s) => s.text)
      .join('')
      .split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(25_001);
    expect(new Set(lines).size).toBe(25_001);
  });
});
