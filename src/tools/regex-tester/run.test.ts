import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { alignedText } from '../../core/shared/structured';
import { ToolError } from '../../core/shared/tool-error';
import { compileUserRegex } from '../../core/shared/user-regex';
import {
  countMatches,
  DEFAULT_REGEX_TESTER_OPTIONS,
  explainPattern,
  fault,
  findMatches,
  LISTED_MATCHES,
  MARKED_MATCHES,
  REPLACED_MAX_CHARS,
} from './core';
import { explanationText } from './explanation';
import { matchTable, runRegexTester } from './run';

const explain = (pattern: string, flags: string) => explanationText(explainPattern(pattern, flags));

const run = (action: string, text: string, pattern: string, flags = 'g', replacement = '') =>
  runRegexTester(action, text, { ...DEFAULT_REGEX_TESTER_OPTIONS, pattern, flags, replacement });

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
    expect(explain('^(?<word>ab|c+?)\\1$', 'gm').split('\n')).toEqual([
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
    const text = explain('(?<!x)[^a-f\\d](?=\\p{L})[\\p{L}--[a-z]]', 'v');
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
        if (compiled) expect(typeof explain(pattern, flags)).toBe('string');
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

describe('the size Replace would reach', () => {
  it('refuses a result past the limit, naming the size it would reach, before building it ($` on a long text)', () => {
    const text = 'a'.repeat(40_000);
    const error = toolErrorOf(() =>
      runRegexTester('replace', text, { ...DEFAULT_REGEX_TESTER_OPTIONS, pattern: 'a', flags: 'g', replacement: '$`' }),
    );
    expect(fault.is(error, 'replacedTooLong')).toBe(true);
    expect(error.params).toEqual({ length: 799_980_000, limit: REPLACED_MAX_CHARS });
  });
});
