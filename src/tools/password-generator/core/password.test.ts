import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import {
  CHARACTER_SETS,
  DEFAULT_OPTIONS,
  LENGTH,
  LOOK_ALIKES,
  fault,
  SET_NAMES,
  bulkSecrets,
  crackSpan,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  strengthOf,
  strengthScore,
  type PasswordOptions,
} from '.';
import { loadEffWordList } from './wordlist';

const options = fc.record({
  length: fc.integer({ min: LENGTH.min, max: LENGTH.max }),
  sets: fc
    .record({ uppercase: fc.boolean(), lowercase: fc.boolean(), numbers: fc.boolean(), symbols: fc.boolean() })
    .filter((sets) => Object.values(sets).some(Boolean)),
  excludeLookAlikes: fc.boolean(),
});

describe('symbols (spec section 9)', () => {
  it("draws symbols from the spec's set, every one of them and nothing else", () => {
    const SPEC_SYMBOLS = '!@#$%^&*()_+{}:"<>?|[];\',./`~';
    const onlySymbols = { uppercase: false, lowercase: false, numbers: false, symbols: true };
    const drawn = new Set(
      Array.from({ length: 50 }, () => generatePassword({ ...DEFAULT_OPTIONS, length: 64, sets: onlySymbols })).join(
        '',
      ),
    );
    expect([...drawn].sort()).toEqual([...SPEC_SYMBOLS].sort());
  });
});

describe('generatePassword', () => {
  it('has the chosen length, only enabled characters and every enabled set', () => {
    fc.assert(
      fc.property(options, (opts: PasswordOptions) => {
        const password = generatePassword(opts);
        expect(password).toHaveLength(opts.length);
        for (const name of SET_NAMES) {
          const present = [...CHARACTER_SETS[name]].some((c) => password.includes(c));
          expect(present).toBe(opts.sets[name]);
        }
        if (opts.excludeLookAlikes) for (const c of LOOK_ALIKES) expect(password).not.toContain(c);
      }),
    );
  });

  it('needs at least one character set (spec section 5)', () => {
    const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    expect(
      fault.is(
        toolErrorOf(() => generatePassword({ ...DEFAULT_OPTIONS, sets: none })),
        'noSet',
      ),
    ).toBe(true);
  });

  it('spreads characters evenly (chi-square over 2,000 passwords of 32, 90 degrees of freedom)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      for (const c of generatePassword({ ...DEFAULT_OPTIONS, length: 32 })) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(91); // 26 + 26 + 10 + the spec's 29 symbols
    const expected = 64_000 / 91;
    const chiSquare = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(155);
  });
});

describe('strength (spec section 9)', () => {
  it('scores length up to 10 characters and each kind of character', () => {
    expect(strengthScore('abcd')).toBeCloseTo(13.2 + 15);
    expect(strengthScore('abcdefghij')).toBe(48);
    expect(strengthScore('abcdefghijklmnop')).toBe(48);
    expect(strengthScore('ABCDEFGHIJ')).toBe(48);
    expect(strengthScore('0123456789')).toBe(48);
    expect(strengthScore('!!!!!!!!!!')).toBe(55);
    expect(strengthScore('aA1!aA1!aA')).toBe(100);
    expect(strengthScore('')).toBe(0);
  });

  it('labels and colours at the boundaries 80, 60 and 40', () => {
    expect(strengthOf('aA1!aA1!aA')).toEqual({ score: 100, level: 'veryStrong', colour: 'green' });
    expect(strengthOf('aA1!')).toMatchObject({ score: 80.2, level: 'veryStrong', colour: 'green' });
    expect(strengthOf('aaaaaaaaaA1')).toMatchObject({ score: 78, level: 'strong', colour: 'blue' });
    expect(strengthOf('aaaaaaaaaA')).toMatchObject({ score: 63, level: 'strong', colour: 'blue' });
    expect(strengthOf('aaaaaaaaA').score).toBeCloseTo(59.7);
    expect(strengthOf('aaaaaaaaA')).toMatchObject({ level: 'medium', colour: 'yellow' });
    expect(strengthOf('aaaaaaaa').score).toBeCloseTo(41.4);
    expect(strengthOf('aaaaaaaa')).toMatchObject({ level: 'medium', colour: 'yellow' });
    expect(strengthOf('aaaaaaa').score).toBeCloseTo(38.1);
    expect(strengthOf('aaaaaaa')).toMatchObject({ level: 'weak', colour: 'red' });
  });

  it('is always between 0 and 100', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { score } = strengthOf(text);
        expect(score >= 0 && score <= 100).toBe(true);
      }),
    );
  });
});

describe('entropy and crack time', () => {
  it('counts only passwords with every enabled set', () => {
    const digits = { uppercase: false, lowercase: false, numbers: true, symbols: false };
    expect(passwordEntropy({ length: 4, sets: digits, excludeLookAlikes: false })).toBeCloseTo(Math.log2(10_000));
    const two = { uppercase: false, lowercase: true, numbers: true, symbols: false };
    // 36^4 passwords, less the 26^4 without a digit and the 10^4 without a letter.
    expect(passwordEntropy({ length: 4, sets: two, excludeLookAlikes: false })).toBeCloseTo(
      Math.log2(36 ** 4 - 26 ** 4 - 10 ** 4),
    );
    // Requiring all four sets costs a quarter bit of the 16 * log2(91) = 104.1 of free choice.
    expect(passwordEntropy(DEFAULT_OPTIONS)).toBeCloseTo(103.86, 2);
    expect(passwordEntropy({ ...DEFAULT_OPTIONS, length: 64 })).toBeGreaterThan(416);
  });

  it('says how long an offline attack at 10 billion guesses a second would take', () => {
    expect(crackSpan(20)).toEqual({ kind: 'instant' });
    expect(crackSpan(Math.log2(2 * 1e10 * 90))).toEqual({ kind: 'units', count: 1, unit: 'minute' });
    expect(crackSpan(Math.log2(2 * 1e10 * 7200))).toEqual({ kind: 'units', count: 2, unit: 'hour' });
    expect(crackSpan(Math.log2(2 * 1e10 * 3 * 365.25 * 86400))).toEqual({ kind: 'units', count: 3, unit: 'year' });
    expect(crackSpan(Math.log2(2 * 1e10 * 4.5e9 * 365.25 * 86400))).toEqual({
      kind: 'years',
      count: 4,
      scale: 'billion',
    });
    expect(crackSpan(103.86)).toEqual({ kind: 'years', count: 29, scale: 'trillion' });
    expect(crackSpan(120)).toEqual({ kind: 'beyond' });
  });
});

describe('passphrases', () => {
  it('ships the real EFF long word list', async () => {
    const words = await loadEffWordList();
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    expect([words[0], words[1], words[7775]]).toEqual(['abacus', 'abdomen', 'zoom']);
    expect(words.every((w) => /^[a-z-]{3,9}$/.test(w))).toBe(true);
  });

  it('joins the chosen number of words with the separator', async () => {
    const words = await loadEffWordList();
    const known = new Set(words);
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.constantFrom('-', ' ', '.', '_'),
        fc.boolean(),
        (n, separator, capitalise) => {
          const phrase = generatePassphrase(words, { words: n, separator, capitalise });
          const parts = phrase.split(separator === '-' ? /-(?=[A-Za-z])/ : separator);
          expect(parts.length).toBeGreaterThanOrEqual(separator === '-' ? 1 : n);
          if (separator !== '-') {
            expect(parts).toHaveLength(n);
            for (const part of parts) expect(known.has(capitalise ? part.toLowerCase() : part)).toBe(true);
          }
        },
      ),
      { numRuns: 50 },
    );
    expect(passphraseEntropy(7776, { words: 6, separator: '-', capitalise: false })).toBeCloseTo(77.55, 2);
  });
});

describe('bulkSecrets', () => {
  it('writes the asked number of lines in slices, each a valid password', () => {
    let text = '';
    const dones: number[] = [];
    for (const slice of bulkSecrets({ mode: 'password', options: { ...DEFAULT_OPTIONS, length: 8 } }, 25_000)) {
      text += slice.text;
      dones.push(slice.done);
    }
    expect(dones).toEqual([10_000, 20_000, 25_000]);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(25_000);
    for (const line of lines.slice(0, 500)) {
      expect(line).toHaveLength(8);
      expect(line).toMatch(/[A-Z]/);
      expect(line).toMatch(/[0-9]/);
    }
  });

  it('refuses a request with no character set before any work', () => {
    const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    const refusal = toolErrorOf(() => [
      ...bulkSecrets({ mode: 'password', options: { ...DEFAULT_OPTIONS, sets: none } }, 5),
    ]);
    expect(fault.is(refusal, 'noSet')).toBe(true);
  });
});
