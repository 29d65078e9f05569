import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { alignedText } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { compileUserRegex, USER_REGEX_MESSAGES } from '../../../core/shared/user-regex';
import {
  COMMON_PATTERNS,
  countMatches,
  DEFAULT_REGEX_TESTER_OPTIONS,
  explainPattern,
  fault,
  findMatches,
  LISTED_MATCHES,
  MARKED_MATCHES,
  matchTable,
  parseRegexLiteral,
  REPLACED_MAX_CHARS,
  runRegexTester,
} from '.';

/** The semver package (npm's own parser) as the oracle of semantic versions; it ships no types. */
const semver = createRequire(import.meta.url)('semver') as { valid: (version: string) => string | null };

const run = (action: string, text: string, pattern: string, flags = 'g', replacement = '') =>
  runRegexTester(action, text, { ...DEFAULT_REGEX_TESTER_OPTIONS, pattern, flags, replacement });

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

describe('matches', () => {
  it('lists each match with its index, numbered and named groups; an unmatched group shows a dash', () => {
    const table = run('match', 'a1 b c3', '(?<letter>[a-z])(\\d)?').outputs.matches;
    expect(table.split('\n')).toEqual([
      '#  Index  Match  $1  $2  $<letter>',
      '1  0      a1     a   1   a',
      '2  3      b      b   –   b',
      '3  5      c3     c   3   c',
      '',
    ]);
  });

  it('finds only the first match without g, and says so', () => {
    const result = run('match', 'aaa', 'a', '');
    expect(result.marks).toEqual([[0, 1]]);
    expect(result.notes.matches).toBe(
      '1 match Without the g flag only the first match is found: add g to find them all.',
    );
  });

  it('honours sticky matching: with g and y the matches must touch', () => {
    expect(findMatches(compileUserRegex('a', 'gy'), 'aab a').marks).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(findMatches(compileUserRegex('a', 'y'), 'baa').count).toBe(0);
  });

  it('steps over empty matches by a whole code point in Unicode mode', () => {
    expect(countMatches(compileUserRegex('', 'gu'), '😀😀')).toBe(3);
    expect(countMatches(compileUserRegex('', 'g'), '😀😀')).toBe(5);
  });

  it('counts as matchAll does, marks what it finds (property)', () => {
    const patterns = ['a+', 'b*', '(a|b)c?', '\\b\\w', '(?<x>a)(?<y>b)?', '$', '^', '.', 'a??', '\\p{L}', '(?:)'];
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.constantFrom('g', 'gi', 'gm', 'gs', 'gu', 'gv', 'gimsu'),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', ' ', '\n', '😀', 'é') }),
        (pattern, flags, text) => {
          const regex = new RegExp(pattern, flags);
          const all = [...text.matchAll(regex)];
          const list = findMatches(regex, text);
          expect(list.count).toBe(all.length);
          expect(list.marks).toEqual(all.map((match) => [match.index, match.index + match[0].length]));
        },
      ),
    );
  });

  it('caps the table and the marks, and counts every match', () => {
    const text = 'x '.repeat(MARKED_MATCHES + 5);
    const result = run('match', text, 'x');
    const [table] = result.structured.matches;
    expect(table.kind === 'table' && table.rows).toHaveLength(LISTED_MATCHES);
    expect(result.marks).toHaveLength(MARKED_MATCHES);
    expect(result.notes.matches).toBe(
      '10,005 matches The table lists the first 1,000 of 10,005 matches. The first 10,000 matches are highlighted in the text.',
    );
  });

  it('shows control characters escaped and cuts long cells', () => {
    const table = alignedText(matchTable([...'a\tb\n'.padEnd(100, 'z').matchAll(/.+/gs)]));
    expect(table.split('\n')[1]).toMatch(/^1 {2}0 {6}a\\tb\\nz+…$/);
  });

  it('counts the e-mail pattern as grep -oE does (oracle: GNU grep)', () => {
    const words = ['ann@example.com', 'bob.smith@mail.co.uk', 'x@y', 'hello', 'a.b@c.d.e', '@nope.com', 'end.'];
    const text = Array.from({ length: 2000 }, (_, i) => words[(i * 7) % words.length]).join(' ');
    const grep = spawnSync('sh', ['-c', "grep -oE '\\b[[:alnum:]_.]+@[[:alnum:]_.]+\\.[[:alnum:]_]+\\b' | wc -l"], {
      input: text,
      encoding: 'utf8',
    });
    expect(grep.status).toBe(0);
    expect(countMatches(compileUserRegex('\\b[\\w.]+@[\\w.]+\\.\\w+\\b', 'g'), text)).toBe(Number(grep.stdout.trim()));
  });
});

describe('replace and split', () => {
  it('previews replace as JavaScript does: $1, $<name>, $&, $$', () => {
    const result = run('replace', '2024-05-01 and 2025-12-31', '(?<y>\\d+)-(\\d+)-(\\d+)', 'g', '$3.$2.$<y> [$&] $$');
    expect(result.outputs.output).toBe('01.05.2024 [2024-05-01] $ and 31.12.2025 [2025-12-31] $');
    expect(run('replace', 'aaa', 'a', '', 'b').outputs.output).toBe('baa');
    expect(run('replace', 'aaa', 'a', '', 'b').notes.output).toBe(
      '1 match. Without the g flag only the first match is replaced.',
    );
  });

  it('splits as String.prototype.split, captured separators included, and marks every separator', () => {
    const result = run('split', 'a, b;c', '\\s*([,;])\\s*', '');
    expect(JSON.parse(result.outputs.output)).toEqual(['a', ',', 'b', ';', 'c']);
    expect(result.marks).toEqual([
      [1, 3],
      [4, 5],
    ]);
  });

  it('agree with JavaScript for any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', '\\s+', '(b)', ''), (text, pattern) => {
        expect(run('replace', text, pattern, 'g', '[$&]').outputs.output).toBe(
          text.replace(new RegExp(pattern, 'g'), '[$&]'),
        );
        expect(JSON.parse(run('split', text, pattern).outputs.output)).toEqual(text.split(new RegExp(pattern)));
      }),
    );
  });
});

describe('explanation', () => {
  it('explains each token, indented under its group or quantifier', () => {
    expect(explainPattern('^(?<word>ab|c+?)\\1$', 'gm').split('\n')).toEqual([
      'Flags',
      '  g: global, every match is found, not only the first',
      '  m: ^ and $ match at the start and end of every line',
      '',
      'Pattern',
      '  ^                The start of a line',
      '  (?<word>ab|c+?)  Capturing group 1, named "word"',
      '    ab|c+?         Either of 2 alternatives',
      '      ab           Alternative 1',
      '        ab         The text "ab"',
      '      c+?          Alternative 2',
      '        c+?        One or more times, as few times as possible (lazy)',
      '          c        The character "c" (U+0063)',
      '  \\1               The same text group 1 matched (back-reference)',
      '  $                The end of a line',
    ]);
  });

  it('explains sets, ranges, escapes, lookarounds and the v flag', () => {
    const text = explainPattern('(?<!x)[^a-f\\d](?=\\p{L})[\\p{L}--[a-z]]', 'v');
    for (const words of [
      'Negative lookbehind: not preceded by',
      'Any one character not in the set',
      'A character from "a" (U+0061) to "f" (U+0066)',
      'A digit (0-9)',
      'Lookahead: followed by',
      'A character with the Unicode property L',
      'Any one character of the first set that is in none of the others (subtraction)',
    ])
      expect(text).toContain(words);
  });

  it('explains any pattern RegExp takes, and never throws for one (property)', () => {
    const unit = fc.constantFrom(...'ab()[]{}|?*+.^$\\-:<>=!,0123dDwWsSpPkuv'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 16 }), fc.constantFrom('', 'u', 'v', 'i'), (pattern, flags) => {
        let compiled = true;
        try {
          new RegExp(pattern, flags);
        } catch {
          compiled = false;
        }
        if (compiled) expect(typeof explainPattern(pattern, flags)).toBe('string');
        else expect(() => compileUserRegex(pattern, flags)).toThrow(ToolError);
      }),
      { numRuns: 500 },
    );
  });

  it('answers a pattern nested thousands deep without failing', () => {
    const deep = '('.repeat(5000) + 'a' + ')'.repeat(5000);
    expect(run('match', 'a', deep).outputs.explanation.length).toBeLessThan(2_000_000);
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

  it('refuses a result past the limit, naming the size it would reach, before building it ($` on a long text)', () => {
    const text = 'a'.repeat(40_000);
    const error = toolErrorOf(() =>
      runRegexTester('replace', text, { ...DEFAULT_REGEX_TESTER_OPTIONS, pattern: 'a', flags: 'g', replacement: '$`' }),
    );
    expect(fault.is(error, 'replacedTooLong')).toBe(true);
    expect(error.params).toEqual({ length: 799_980_000, limit: REPLACED_MAX_CHARS });
  });
});
