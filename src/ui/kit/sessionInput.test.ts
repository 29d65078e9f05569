// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { KEPT_LIMIT_CHARS, keptStateOf, readKept, writeKept } from './sessionInput';

describe('the input kept for the session', () => {
  it('keeps the input, the texts and the options', () => {
    const state = { input: 'a: 1', texts: { right: '{}' }, options: { indent: '2', sort: true } };
    expect(keptStateOf(state, [])).toEqual(state);
  });

  it('never keeps a secret, nor a text that holds one, nor an option set to one', () => {
    const kept = keptStateOf({ input: 'Bearer hunter2', options: { key: 'hunter2', indent: '2' } }, ['hunter2', '']);
    expect(kept).toEqual({ options: { indent: '2' } });
    expect(JSON.stringify(kept)).not.toContain('hunter2');
  });

  it('keeps only the options past the limit, and no empty input', () => {
    expect(keptStateOf({ input: 'x'.repeat(KEPT_LIMIT_CHARS + 1), options: { a: 'b' } }, [])).toEqual({
      options: { a: 'b' },
    });
    expect(keptStateOf({ input: '', options: {} }, []).input).toBeUndefined();
  });

  it('reads back what it wrote, per tool, and nothing from a store that refuses or holds another shape', () => {
    writeKept('yaml-json-converter', { input: 'a: 1', options: {} }, sessionStorage);
    expect(readKept('yaml-json-converter', sessionStorage)).toEqual({ input: 'a: 1', options: {} });
    expect(readKept('json-formatter', sessionStorage)).toBeUndefined();
    sessionStorage.setItem('devtoolbox:input:odd', '{"input": 5}');
    expect(readKept('odd', sessionStorage)).toBeUndefined();
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => writeKept('x', { input: 'y' }, full)).not.toThrow();
  });
});
