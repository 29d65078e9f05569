import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSize, parseJsonTree, writeJsonTree } from './tree';

describe('parseJsonTree', () => {
  it('keeps numbers as written and decodes strings', () => {
    const tree = parseJsonTree('{"id": 12345678901234567890, "e": "\\u00e9", "list": [1.50, true, null], "o": {}}');
    expect(tree).toEqual({
      kind: 'object',
      entries: [
        ['id', { kind: 'number', text: '12345678901234567890' }],
        ['e', { kind: 'string', value: 'é' }],
        [
          'list',
          {
            kind: 'array',
            items: [
              { kind: 'number', text: '1.50' },
              { kind: 'literal', text: 'true' },
              { kind: 'literal', text: 'null' },
            ],
          },
        ],
        ['o', { kind: 'object', entries: [] }],
      ],
    });
    expect(describeSize(tree)).toBe('4 keys');
    expect(describeSize({ kind: 'array', items: [{ kind: 'literal', text: 'null' }] })).toBe('1 item');
  });

  it('reads a real package.json back to what JSON.parse reads', () => {
    const text = readFileSync('node_modules/typescript/package.json', 'utf8');
    expect(JSON.parse(writeJsonTree(parseJsonTree(text)))).toEqual(JSON.parse(text));
  });

  it('round-trips any JSON value (strings that look like keys included)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(writeJsonTree(parseJsonTree(text))).toBe(JSON.stringify(value));
      }),
    );
  });

  it('takes deep nesting without overflowing the stack', () => {
    const depth = 100_000;
    const tree = parseJsonTree('['.repeat(depth) + ']'.repeat(depth));
    expect(tree.kind).toBe('array');
  });

  it('refuses what is not JSON', () => {
    for (const bad of ['', '[1', '{"a"}', '[1]]', '{]', 'nul', '1 2'])
      expect(() => parseJsonTree(bad)).toThrow(SyntaxError);
  });
});
