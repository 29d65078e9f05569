import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOLS } from './tools';
import { editDistance, Fit, fuzzySearch, onlyClosest, highlightPieces, mergeRanges, queryWords } from './fuzzy';

const ids = (query: string) => fuzzySearch(TOOLS, query).map((r) => r.tool.id);

describe('fuzzySearch', () => {
  it('finds tools despite typos, best first', () => {
    expect(ids('jsn fromat')[0]).toBe('json-formatter');
    expect(ids('bas64').slice(0, 2).sort()).toEqual(['base64-decoder', 'base64-encoder']);
    expect(ids('pasword')[0]).toBe('password-generator');
    expect(ids('uuid gen')[0]).toBe('uuid-generator');
    expect(ids('hsah')[0]).toBe('hash-generator');
  });

  it('ranks a name match above a description or keyword match', () => {
    // "JSON" is in four names; other tools mention it only in their description or keywords.
    const results = fuzzySearch(TOOLS, 'json');
    const firstNonName = results.findIndex((r) => r.nameRanges.length === 0);
    expect(firstNonName).toBeGreaterThan(0);
    expect(results.slice(0, firstNonName).every((r) => r.tool.name.includes('JSON'))).toBe(true);
    expect(results.slice(firstNonName).some((r) => r.tool.name.includes('JSON'))).toBe(false);
  });

  it('puts every tool first when its own name is the query', () => {
    for (const tool of TOOLS) expect(ids(tool.name)[0], tool.name).toBe(tool.id);
  });

  it('returns the matched ranges of the name', () => {
    const [first] = fuzzySearch(TOOLS, 'jsn fromat');
    const marked = highlightPieces(first.tool.name, first.nameRanges)
      .filter((p) => p.matched)
      .map((p) => p.text);
    expect(marked).toEqual(['JS', 'N', 'Format']);
  });

  it('matches every tool, in catalogue order, on an empty query', () => {
    expect(ids('  ')).toEqual(TOOLS.map((t) => t.id));
  });

  it('forgives a typo only when no tool has the words as typed, and then says the results are the closest', () => {
    expect(ids('cron')).toEqual(['cron-parser']);
    expect(onlyClosest(fuzzySearch(TOOLS, 'cron'))).toBe(false);
    expect(ids('crno')[0]).toBe('cron-parser');
    expect(onlyClosest(fuzzySearch(TOOLS, 'crno'))).toBe(true);
    expect(onlyClosest(fuzzySearch(TOOLS, 'zzqxv'))).toBe(false);
  });

  it('ranks whole words and prefixes before a word found inside another, whatever the field', () => {
    // "date" is a whole word of the certificate decoder's description, and only inside the JSON formatter's "validate".
    const results = fuzzySearch(TOOLS, 'date').map((r) => [r.tool.id, r.fit]);
    expect(results).toContainEqual(['json-formatter', Fit.Inside]);
    const at = (id: string) => results.findIndex(([found]) => found === id);
    expect(at('x509-decoder')).toBeLessThan(at('json-formatter'));
  });

  it('finds nothing for words no tool has', () => {
    expect(ids('zzqxv')).toEqual([]);
  });
});

describe('fuzzySearch properties', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

  it('never throws, whole words first, scores descend within each, ranges are sorted, disjoint and inside the text', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        const results = fuzzySearch(TOOLS, query);
        const words = results.filter((r) => r.fit === Fit.Words).length;
        expect(results.slice(0, words).every((r) => r.fit === Fit.Words)).toBe(true);
        for (let i = 1; i < results.length; i++)
          if (i !== words) expect(results[i - 1].score).toBeGreaterThanOrEqual(results[i].score);
        for (const r of results) {
          for (const [ranges, text] of [
            [r.nameRanges, r.tool.name],
            [r.descriptionRanges, r.tool.description],
          ] as const) {
            ranges.forEach(([start, end], i) => {
              expect(0 <= start && start < end && end <= text.length).toBe(true);
              if (i > 0) expect(start).toBeGreaterThan(ranges[i - 1][1] - 1);
            });
          }
        }
      }),
    );
  });

  it('still finds a tool when one letter of a long name word is dropped or two are swapped, unless that is a word', () => {
    const words = TOOLS.flatMap((tool) => queryWords(tool.name).map((word) => ({ tool, word })));
    const longWords = words.filter(({ word }) => word.length >= 5);
    fc.assert(
      fc.property(fc.constantFrom(...longWords), fc.nat(), fc.boolean(), ({ tool, word }, n, swap) => {
        const i = 1 + (n % (word.length - 2));
        // Letters only: "base46" is another number, not a typo of "base64" (and Base45 is a tool of its own).
        fc.pre(/^[a-z]+$/i.test(swap ? word[i] + word[i + 1] : word[i]));
        const typo = swap
          ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
          : word.slice(0, i) + word.slice(i + 1);
        // A typo that is a word as typed ("more" for "morse") finds that word's tools.
        fc.pre(!fuzzySearch(TOOLS, typo).some((r) => r.fit === Fit.Words));
        expect(ids(typo)).toContain(tool.id);
      }),
    );
  });

  it('highlight pieces put the text back together for any ranges', () => {
    const range = fc.tuple(fc.integer({ min: -5, max: 50 }), fc.integer({ min: -5, max: 50 }));
    fc.assert(
      fc.property(fc.string(), fc.array(range), (text, ranges) => {
        expect(
          highlightPieces(text, ranges)
            .map((p) => p.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('merged ranges are sorted and disjoint', () => {
    const range = fc.tuple(fc.nat(40), fc.nat(10)).map(([s, l]) => [s, s + l + 1] as const);
    fc.assert(
      fc.property(fc.array(range), (ranges) => {
        const merged = mergeRanges(ranges);
        for (let i = 1; i < merged.length; i++) expect(merged[i][0]).toBeGreaterThan(merged[i - 1][1]);
      }),
    );
  });

  it('edit distance is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
