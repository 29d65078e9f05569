import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { validateJson } from '.';
import { fault } from './faults';

describe('validateJson', () => {
  it('gives the draft, the errors with their places, and how many', () => {
    const validation = validateJson('{\n  "a": "x"\n}', { schema: '{"properties": {"a": {"type": "number"}}}' });
    expect(validation).toMatchObject({ draft: '2020-12', count: 1 });
    expect(validation.listed[0]).toMatchObject({ instancePath: '/a', at: { line: 2, column: 8 } });
  });

  it('refuses a bad side, schema, draft, $ref or pattern as a fault with its data', () => {
    const invalid = toolErrorOf(() => validateJson('1', { schema: '{\n  "type": }' }));
    expect(fault.is(invalid, 'invalid')).toBe(true);
    expect(invalid.params).toMatchObject({ side: 'schema', line: 2 });
    expect(
      fault.is(
        toolErrorOf(() => validateJson(' ', { schema: 'true' })),
        'emptyDocument',
      ),
    ).toBe(true);
    expect(
      fault.is(
        toolErrorOf(() => validateJson('1', { schema: ' ' })),
        'emptySchema',
      ),
    ).toBe(true);
    expect(
      fault.is(
        toolErrorOf(() => validateJson('1', { schema: '[1]' })),
        'notASchema',
      ),
    ).toBe(true);
    const draft = toolErrorOf(() => validateJson('1', { schema: '{\n  "$schema": "mine"\n}' }));
    expect(draft).toMatchObject({ params: { uri: 'mine' }, at: { line: 2, input: 'schema' } });
    const ref = toolErrorOf(() => validateJson('1', { schema: '{"$ref": "#/$defs/x"}' }));
    expect(ref).toMatchObject({ params: { ref: '#/$defs/x' }, at: { line: 1, input: 'schema' } });
    const pattern = toolErrorOf(() => validateJson('"a"', { schema: '{"pattern": "("}' }));
    expect(fault.is(pattern, 'invalidPattern')).toBe(true);
    expect(pattern.params).toMatchObject({ pattern: '(', pointer: '/pattern' });
  });
});
