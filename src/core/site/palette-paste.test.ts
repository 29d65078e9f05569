import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASTE_INTO_QUERY_CHARS, pasteIntoQuery } from './palette-paste';

describe('pasting into the palette', () => {
  it('keeps the whole text for detection and puts it in the field on one line', () => {
    expect(pasteIntoQuery('', 0, 0, '{\n  "a": 1\r\n}')).toEqual({
      insert: '{   "a": 1 }',
      content: '{\n  "a": 1\r\n}',
    });
  });

  it('replaces the selection, as a paste into a field does', () => {
    expect(pasteIntoQuery('find json here', 5, 9, 'xml')).toEqual({ insert: 'xml', content: 'find xml here' });
  });

  it('caps what goes into the field however long the paste', () => {
    const big = 'x'.repeat(5_000_000);
    const { insert, content } = pasteIntoQuery('', 0, 0, big);
    expect(insert).toHaveLength(PASTE_INTO_QUERY_CHARS);
    expect(content).toBe(big);
  });

  it('puts one capped line in the field, and a short one-line paste as it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.nat(), (value, text, a, b) => {
        const [start, end] = [a % (value.length + 1), b % (value.length + 1)].sort((x, y) => x - y);
        const { insert, content } = pasteIntoQuery(value, start, end, text);
        expect(content).toBe(value.slice(0, start) + text + value.slice(end));
        expect(insert).not.toMatch(/[\r\n]/);
        expect(insert.length).toBeLessThanOrEqual(PASTE_INTO_QUERY_CHARS);
        if (!/[\r\n\t]/.test(text) && text.length <= PASTE_INTO_QUERY_CHARS) expect(insert).toBe(text);
      }),
    );
  });
});
