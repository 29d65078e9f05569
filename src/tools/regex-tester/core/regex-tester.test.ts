import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { compileUserRegex, USER_REGEX_MESSAGES } from '../../../core/shared/user-regex';
import { COMMON_PATTERNS, explainPattern, findMatches, parseRegexLiteral } from '.';

/** The semver package (npm's own parser) as the oracle of semantic versions; it ships no types. */
const semver = createRequire(import.meta.url)('semver') as { valid: (version: string) => string | null };

describe('patterns and flags', () => {
  it('refuses flags JavaScript does not take, in words', () => {
    expect(toolErrorOf(() => compileUserRegex('a', 'gx')).description).toBe(USER_REGEX_MESSAGES.unknownFlag('x'));
    expect(toolErrorOf(() => compileUserRegex('a', 'gg')).description).toBe(USER_REGEX_MESSAGES.repeatedFlag('g'));
    expect(toolErrorOf(() => compileUserRegex('a', 'uv')).description).toBe(USER_REGEX_MESSAGES.unicodeAndSets);
    for (const flag of 'dgimsuvy') expect(compileUserRegex('a', flag).flags).toBe(flag);
  });

  it("says what is wrong with a pattern and at which column, in the engine's words", () => {
    const error = toolErrorOf(() => compileUserRegex('ab(c', 'g'));
    expect(error.title).toBe('Invalid pattern');
    expect(error.description).toBe('Unterminated group (column 5)');
    expect(toolErrorOf(() => compileUserRegex('a)', '')).description).toBe("Unmatched ')' (column 2)");
    expect(toolErrorOf(() => compileUserRegex('[z-a]', '')).description).toMatch(/^Range out of order.*column/);
    expect(toolErrorOf(() => compileUserRegex('\\p{Nope}', 'u')).description).toMatch(/^Invalid property name/);
  });

  it('names the field a fault is in, where the tool says which option holds it, so the page marks that field', () => {
    const fields = { pattern: 'pattern', flags: 'flags' };
    expect(toolErrorOf(() => compileUserRegex('ab(c', 'g', fields)).at).toEqual({
      line: 1,
      column: 5,
      input: 'pattern',
    });
    expect(toolErrorOf(() => compileUserRegex('a', 'gx', fields)).at).toEqual({ line: 1, column: 2, input: 'flags' });
    expect(toolErrorOf(() => compileUserRegex('ab(c', 'g')).at).toBeUndefined();
  });
});

describe('the library of common patterns', () => {
  const matchesWhole = (pattern: string, text: string) => new RegExp(`^(?:${pattern})$`).test(text);

  it('IPv4 and IPv6 agree with Node (oracle: node:net)', () => {
    const candidates = [
      '192.168.0.1',
      '255.255.255.255',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '::',
      '::1',
      '2001:db8::8a2e:370:7334',
      'fe80::1:2:3:4:5:6',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '::ffff:192.0.2.128',
      '1:2:3:4:5:6:1.2.3.4',
      'g::1',
      '12345::1',
    ];
    for (const text of candidates) {
      expect(matchesWhole(COMMON_PATTERNS.ipv4, text), text).toBe(isIPv4(text));
      expect(matchesWhole(COMMON_PATTERNS.ipv6, text), text).toBe(isIPv6(text));
    }
  });

  it('semantic versions agree with the semver package (oracle)', () => {
    for (const text of ['1.2.3', '0.0.0', '1.2.3-alpha.1+build.5', '01.2.3', '1.2', '1.2.3-01', '1.0.0-rc.1', '1.2.3+'])
      expect(matchesWhole(COMMON_PATTERNS.semver, text), text).toBe(semver.valid(text) !== null);
  });

  it('e-mail, URL, UUID and ISO dates match what they should', () => {
    const cases: [keyof typeof COMMON_PATTERNS, string, boolean][] = [
      ['email', 'ann.lee+news@example.co.uk', true],
      ['email', 'ann@localhost', false],
      ['email', 'not an email', false],
      ['url', 'https://example.com:8080/a/b?x=1#top', true],
      ['url', 'http://localhost', true],
      ['url', 'ftp://example.com', false],
      ['uuid', '123e4567-e89b-12d3-a456-426614174000', true],
      ['uuid', '123e4567-e89b-12d3-a456-42661417400', false],
      ['isoDate', '2024-05-01', true],
      ['isoDate', '2024-05-01T12:30:00Z', true],
      ['isoDate', '2024-05-01T12:30:00.123+02:00', true],
      ['isoDate', '2024-13-01', false],
      ['isoDate', '2024-05-01T25:00', false],
    ];
    for (const [name, text, expected] of cases) expect(matchesWhole(COMMON_PATTERNS[name], text), text).toBe(expected);
  });
});

describe('regex literals (smart paste)', () => {
  it('reads /pattern/flags, with / escaped or in a class', () => {
    expect(parseRegexLiteral('/a+b/gi')).toEqual({ pattern: 'a+b', flags: 'gi' });
    expect(parseRegexLiteral('  /https?:\\/\\/[^/]+/  ')).toEqual({ pattern: 'https?:\\/\\/[^/]+', flags: '' });
    expect(parseRegexLiteral('/(a+)+$/')).toEqual({ pattern: '(a+)+$', flags: '' });
  });

  it('refuses what is not one', () => {
    for (const text of ['/usr/bin/env', '//', '/a/gg', '/a/x', '/(/', 'a/b/', '/a\nb/', '/a/b/c'])
      expect(parseRegexLiteral(text), text).toBeUndefined();
  });
});

describe('the size Replace would reach', () => {
  it('is what String.prototype.replace writes, for any template', () => {
    const template = fc
      .array(fc.constantFrom('$', '`', "'", '&', '<', '>', 'n', '0', '1', '2', '9', 'x', '$<n>', '$10'), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    const patterns = fc.constantFrom('a', 'a(b)?', '(?<n>a+)(b)', '', 'x*', '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[abx]{0,12}$/),
        patterns,
        fc.constantFrom('g', ''),
        template,
        (text, pattern, flags, replacement) => {
          const regex = new RegExp(pattern, flags);
          expect(findMatches(regex, text, replacement).replacedLength).toBe(text.replace(regex, replacement).length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('explainPattern', () => {
  it('walks the pattern into lines of codes and arguments', () => {
    expect(explainPattern('a+?', 'gi')).toEqual({
      flags: ['g', 'i'],
      kind: 'pattern',
      lines: [
        { depth: 1, token: 'a+?', said: { code: 'quantifier', args: [{ code: 'oneOrMore', args: [] }, false] } },
        { depth: 2, token: 'a', said: { code: 'character', args: ['"a" (U+0061)'] } },
      ],
    });
    expect(explainPattern('', '')).toEqual({ flags: [], kind: 'empty' });
  });
});
