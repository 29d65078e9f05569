import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { applyPatch, type Operation } from 'fast-json-patch';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { DEFAULT_JSON_DIFF_OPTIONS, JSON_DIFF_NESTING_LIMIT, type JsonDiffOptions } from './core';
import { diffJsonTexts } from './result';

const diff = (left: unknown, right: unknown, options: Partial<JsonDiffOptions> = {}) =>
  diffJsonTexts(JSON.stringify(left), { ...DEFAULT_JSON_DIFF_OPTIONS, ...options, right: JSON.stringify(right) });

/**
 * Random JSON without '__proto__' keys: fast-json-patch refuses to touch them (for safety), though our patch names
 * them as RFC 6902 says.
 */
const jsonValue = (maxDepth: number) =>
  fc.jsonValue({ maxDepth }).filter((value) => !JSON.stringify(value).includes('"__proto__"'));

/** The patch applied by fast-json-patch (the oracle) to a copy of `left`. */
function applied(left: unknown, patch: string): unknown {
  const document = structuredClone(left);
  return applyPatch(document, JSON.parse(patch) as Operation[], true, true).newDocument;
}

describe('diffJsonTexts', () => {
  it('ignores key order and compares numbers by value', () => {
    const same = diffJsonTexts('{"a": 1.0, "b": {"x": 1e2, "y": [0.5]}}', {
      ...DEFAULT_JSON_DIFF_OPTIONS,
      right: '{"b": {"y": [5e-1], "x": 100}, "a": 1}',
    });
    expect(same).toEqual({ tree: 'No differences: the documents are equal.', patch: '[]' });
  });

  it('lists added, removed and changed paths with old and new values, as JSON Pointers', () => {
    const { tree, patch } = diff(
      { 'a/b': 1, 'm~n': [1, 2], keep: true },
      { 'a/b': 2, 'm~n': [1], added: null, keep: true },
    );
    expect(tree).toBe(
      '1 added, 1 removed, 1 changed\n~ changed /a~1b: 1 → 2\n- removed /m~0n/1: 2\n+ added /added: null',
    );
    expect(JSON.parse(patch)).toEqual([
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'remove', path: '/m~0n/1' },
      { op: 'add', path: '/added', value: null },
    ]);
    expect(diff(1, '1').tree).toBe('0 added, 0 removed, 1 changed\n~ changed (the whole document): 1 → "1"');
  });

  it('matches array items by a key field when asked, and by index otherwise', () => {
    const left = {
      items: [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ],
    };
    const right = {
      items: [
        { id: 2, v: 'b' },
        { id: 1, v: 'a' },
      ],
    };
    expect(diff(left, right).tree).toBe(
      '0 added, 0 removed, 4 changed\n~ changed /items/0/id: 1 → 2\n~ changed /items/0/v: "a" → "b"\n~ changed /items/1/id: 2 → 1\n~ changed /items/1/v: "b" → "a"',
    );
    expect(diff(left, right, { arrays: 'key' }).tree).toBe(
      '0 added, 0 removed, 0 changed, 1 moved\n> moved /items/1 → /items/0',
    );
    // Another key field; items without it (or with a repeated one) are compared by index.
    expect(diff([{ sku: 'x' }, { sku: 'y' }], [{ sku: 'y' }], { arrays: 'key', keyField: 'sku' }).tree).toBe(
      '0 added, 1 removed, 0 changed\n- removed /0: {"sku":"x"}',
    );
    expect(diff([{ id: 1 }, { name: 'n' }], [{ name: 'n' }], { arrays: 'key' }).tree).toContain('- removed /0/id: 1');
  });

  it('names the side and the line and column of a fault; the right side points into its own editor', () => {
    const left = toolErrorOf(() => diffJsonTexts('{\n  "a": 1,\n}', { ...DEFAULT_JSON_DIFF_OPTIONS, right: '{}' }));
    expect(left).toMatchObject({ title: 'Invalid JSON on the left', at: { line: 3, column: 1 } });
    expect(left.description).toMatch(/at line 3, column 1$/);
    const right = toolErrorOf(() => diffJsonTexts('{}', { ...DEFAULT_JSON_DIFF_OPTIONS, right: '[1,\n 2,,]' }));
    expect(right).toMatchObject({ title: 'Invalid JSON on the right', at: { line: 2, column: 4, input: 'right' } });
    expect(() => diffJsonTexts(' ', { ...DEFAULT_JSON_DIFF_OPTIONS, right: '{}' })).toThrow(
      'Please enter the left JSON document',
    );
    expect(() => diffJsonTexts('{}', DEFAULT_JSON_DIFF_OPTIONS)).toThrow('Please enter the right JSON document');
  });

  it('refuses nesting past its limit as such, and compares at it', () => {
    const nested = (depth: number, leaf: number) => '['.repeat(depth) + leaf + ']'.repeat(depth);
    const at = diffJsonTexts(nested(JSON_DIFF_NESTING_LIMIT, 1), {
      ...DEFAULT_JSON_DIFF_OPTIONS,
      right: nested(JSON_DIFF_NESTING_LIMIT, 2),
    });
    expect(at.tree).toContain('1 changed');
    const deep = toolErrorOf(() =>
      diffJsonTexts(nested(30_000, 1), { ...DEFAULT_JSON_DIFF_OPTIONS, right: nested(30_000, 2) }),
    );
    expect(deep).toMatchObject({ code: 'nesting.tooDeep', params: { action: 'compare' } });
  });

  it('gives a patch that fast-json-patch applies to turn the left into the right, on random JSON pairs', () => {
    const value = jsonValue(4);
    fc.assert(
      fc.property(value, value, fc.constantFrom<'index' | 'key'>('index', 'key'), (left, right, arrays) => {
        const { patch } = diff(left, right, { arrays });
        expect(applied(left, patch)).toEqual(JSON.parse(JSON.stringify(right)));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a patch that applies, on random arrays of records matched by id (reordered, added, removed, changed)', () => {
    const record = fc.record({ id: fc.integer({ min: 0, max: 12 }), v: jsonValue(2) });
    const records = fc.uniqueArray(record, { selector: (r) => r.id, maxLength: 10 });
    fc.assert(
      fc.property(records, records, (left, right) => {
        const { patch } = diff({ list: left }, { list: right }, { arrays: 'key' });
        expect(applied({ list: left }, patch)).toEqual(JSON.parse(JSON.stringify({ list: right })));
      }),
      { numRuns: 1000 },
    );
  });

  it("gives a patch that applies, on real package.json files (one package's versions, and different packages)", () => {
    const root = new URL('../../../node_modules/', import.meta.url).pathname;
    const manifests = (readdirSync(root, { recursive: true }) as string[])
      .filter((path) => path.endsWith('/package.json') && !path.includes('/test'))
      .sort()
      .slice(0, 3000)
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
      .filter(({ text }) => text.trim().startsWith('{'));
    // The same package at several versions (nested copies), else neighbours in the sorted list.
    const byName = new Map<string, string[]>();
    for (const { text } of manifests) {
      const name = (JSON.parse(text) as { name?: string }).name ?? '';
      byName.set(name, [...(byName.get(name) ?? []), text]);
    }
    const versions = [...byName.values()].filter((texts) => texts.length > 1).map((texts) => texts.slice(0, 2));
    const neighbours = manifests.slice(0, 200).map((manifest, i) => [manifest.text, manifests[i + 1].text]);
    expect(versions.length + neighbours.length).toBeGreaterThan(100);
    for (const [leftText, rightText] of [...versions, ...neighbours])
      for (const arrays of ['index', 'key'] as const) {
        const { patch } = diffJsonTexts(leftText, { right: rightText, arrays, keyField: 'name' });
        expect(applied(JSON.parse(leftText), patch)).toEqual(JSON.parse(rightText));
      }
  });

  it('ends any text in a result or a ToolError', () => {
    const piece = fc.constantFrom('{', '}', '[', ']', '"a"', ':', ',', '1', '1e2', 'null', ' ', '\n', 'x', '"');
    const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (left, right) => {
        try {
          diffJsonTexts(left, { ...DEFAULT_JSON_DIFF_OPTIONS, right });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
