import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { compareJsonTexts, DEFAULT_JSON_DIFF_OPTIONS } from '.';
import { fault } from './faults';

describe('compareJsonTexts', () => {
  it('gives the operations and the patch', () => {
    const { operations, patch } = compareJsonTexts('{"a": 1}', { ...DEFAULT_JSON_DIFF_OPTIONS, right: '{"a": 2}' });
    expect(operations).toEqual([{ op: 'replace', path: '/a', old: 1, value: 2 }]);
    expect(JSON.parse(patch)).toEqual([{ op: 'replace', path: '/a', value: 2 }]);
  });

  it('names the blank or bad side, with the reason, line and column', () => {
    expect(
      fault.is(
        toolErrorOf(() => compareJsonTexts(' ', DEFAULT_JSON_DIFF_OPTIONS)),
        'emptyLeft',
      ),
    ).toBe(true);
    expect(
      fault.is(
        toolErrorOf(() => compareJsonTexts('{}', DEFAULT_JSON_DIFF_OPTIONS)),
        'emptyRight',
      ),
    ).toBe(true);
    const right = toolErrorOf(() => compareJsonTexts('{}', { ...DEFAULT_JSON_DIFF_OPTIONS, right: '[1,\n 2,,]' }));
    expect(fault.is(right, 'invalid')).toBe(true);
    expect(right.params).toMatchObject({ side: 'right', line: 2, column: 4 });
    expect(right.at).toEqual({ line: 2, column: 4, input: 'right' });
  });
});
