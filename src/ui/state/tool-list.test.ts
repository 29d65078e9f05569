import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleId } from './favourites';
import { MAX_RECENTS, withVisit } from './recents';
import { parseToolIds, serialiseToolIds } from './tool-list';

const known = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
const id = fc.constantFrom(...known);

describe('stored tool lists', () => {
  it('drop unknown ids, duplicates and anything that is not a list of strings', () => {
    expect(parseToolIds('["a","gone","b","a",3,null]', known)).toEqual(['a', 'b']);
    expect(parseToolIds('{"a":1}', known)).toEqual([]);
    expect(parseToolIds('not json', known)).toEqual([]);
    expect(parseToolIds(null, known)).toEqual([]);
  });

  it('read back what they store, and never throw on any stored text', () => {
    fc.assert(
      fc.property(fc.uniqueArray(id), (ids) => {
        expect(parseToolIds(serialiseToolIds(ids), known)).toEqual(ids);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(Array.isArray(parseToolIds(raw, known))).toBe(true);
      }),
    );
  });

  it('recents: newest first, no repeats, at most eight', () => {
    fc.assert(
      fc.property(fc.array(id), (visits) => {
        const list = visits.reduce<string[]>((ids, visit) => withVisit(ids, visit), []);
        expect(list.length).toBe(Math.min(new Set(visits).size, MAX_RECENTS));
        expect(new Set(list).size).toBe(list.length);
        if (visits.length) expect(list[0]).toBe(visits[visits.length - 1]);
      }),
    );
  });

  it('favourites: a toggle adds at the end, a second toggle removes', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    fc.assert(
      fc.property(fc.uniqueArray(id), id, (ids, x) => {
        expect(toggleId(toggleId(ids, x), x).sort()).toEqual([...ids].sort());
      }),
    );
  });
});
