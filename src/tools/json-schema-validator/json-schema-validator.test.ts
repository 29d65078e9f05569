import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { ToolError } from '../../core/shared/tool-error';
import { generateFromJson } from './core';
import { validationReport as validateJson } from './result';
import { schemaPatterns } from './core/patterns';
import { positionsOf } from './core/positions';

const schemaWith = (draft: string | undefined, body: object) =>
  JSON.stringify(draft === undefined ? body : { $schema: draft, ...body });

describe('positionsOf', () => {
  const text = '{\n  "a": [1, {"b~/c": "x"}],\n  "d": {"e": null}\n}';
  it('places each pointer on its value, escapes read', () => {
    const found = positionsOf(text, ['', '/a', '/a/1/b~0~1c', '/d/e', '/missing']);
    expect(found.get('')).toEqual({ line: 1, column: 1 });
    expect(found.get('/a')).toEqual({ line: 2, column: 8 });
    expect(found.get('/a/1/b~0~1c')).toEqual({ line: 2, column: 21 });
    expect(found.get('/d/e')).toEqual({ line: 3, column: 14 });
    expect(found.has('/missing')).toBe(false);
  });
  it('agrees with JSON.parse on random documents: each value found where its text is', () => {
    fc.assert(
      fc.property(fc.json(), fc.integer({ min: 0, max: 3 }), (json, indent) => {
        const formatted = JSON.stringify(JSON.parse(json), null, indent);
        const value = JSON.parse(formatted) as unknown;
        if (typeof value !== 'object' || value === null) return;
        const keys = Object.keys(value);
        const pointers = keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        const found = positionsOf(formatted, pointers);
        const lines = formatted.split('\n');
        keys.forEach((key, i) => {
          const at = found.get(pointers[i])!;
          const rest = lines
            .slice(at.line - 1)
            .join('\n')
            .slice(at.column - 1);
          const child = (value as Record<string, unknown>)[key];
          expect(rest.startsWith(JSON.stringify(child, null, indent).split('\n')[0])).toBe(true);
        });
      }),
    );
  });
});

describe('validateJson', () => {
  const drafts: [string | undefined, string][] = [
    ['http://json-schema.org/draft-04/schema#', '4'],
    ['http://json-schema.org/draft-06/schema#', '6'],
    ['http://json-schema.org/draft-07/schema#', '7'],
    ['https://json-schema.org/draft/2019-09/schema', '2019-09'],
    ['https://json-schema.org/draft/2020-12/schema', '2020-12'],
    [undefined, '2020-12'],
  ];
  it.each(drafts)('chooses the draft of $schema %s', (uri, name) => {
    expect(validateJson('1', { schema: schemaWith(uri, { type: 'integer' }) }).errors).toBe(
      `valid: the document matches the schema (draft ${name})`,
    );
  });

  it('reads draft 4 as draft 4: a boolean exclusiveMaximum', () => {
    const schema = schemaWith('http://json-schema.org/draft-04/schema#', { maximum: 5, exclusiveMaximum: true });
    expect(validateJson('5', { schema }).count).toBe(1);
    expect(validateJson('4', { schema }).count).toBe(0);
  });

  it('refuses an unknown $schema by name, in the schema editor', () => {
    const error = toolErrorOf(() => validateJson('1', { schema: '{\n  "$schema": "https://example.com/mine"\n}' }));
    expect(error.title).toBe('Unknown $schema');
    expect(error.description).toContain('"https://example.com/mine"');
    expect(error.at).toEqual({ line: 2, column: 14, input: 'schema' });
  });

  it('lists every error with its line, column, pointer and keyword, the first one as the place', () => {
    const schema = JSON.stringify({
      type: 'object',
      properties: {
        items: { type: 'array', items: { properties: { price: { minimum: 0 } } } },
        id: { type: 'string' },
      },
    });
    const report = validateJson('{\n  "id": 3,\n  "items": [\n    {"price": -1}\n  ]\n}', { schema });
    expect(report.errors.split('\n')).toEqual([
      '2 errors (draft 2020-12)',
      'line 4, column 15 · /items/0/price · -1 is less than 0. (schema: #/properties/items/items/properties/price/minimum)',
      'line 2, column 9 · /id · Instance type "number" is invalid. Expected "string". (schema: #/properties/id/type)',
    ]);
    expect(report.first).toEqual({ line: 4, column: 15 });
  });

  it('checks formats', () => {
    const schema = '{"format": "date-time"}';
    expect(validateJson('"2026-11-26T10:00:00Z"', { schema }).count).toBe(0);
    expect(validateJson('"yesterday"', { schema }).count).toBe(1);
  });

  it('never fetches a remote $ref: it is named, and the cursor goes to it in the schema', () => {
    const schema = '{\n  "properties": {\n    "a": {"$ref": "https://example.com/a.json"}\n  }\n}';
    const error = toolErrorOf(() => validateJson('{"a": 1}', { schema }));
    expect(error.title).toBe('Unresolved $ref');
    expect(error.description).toContain('"https://example.com/a.json"');
    expect(error.at).toEqual({ line: 3, column: 19, input: 'schema' });
  });

  it('names the side, line and column of invalid JSON', () => {
    const inSchema = toolErrorOf(() => validateJson('1', { schema: '{\n  "type": }' }));
    expect(inSchema.title).toBe('Invalid JSON in the schema');
    expect(inSchema.at).toMatchObject({ line: 2, input: 'schema' });
    const inDocument = toolErrorOf(() => validateJson('[1,\n2,]', { schema: 'true' }));
    expect(inDocument.title).toBe('Invalid JSON in the document');
    expect(inDocument.at).toEqual({ line: 2, column: 3 });
  });

  it('refuses a schema that is not an object or a boolean', () => {
    expect(toolErrorOf(() => validateJson('1', { schema: '[1]' })).title).toBe('Not a JSON Schema');
  });

  it('refuses deep nesting as a limit, not as invalid', () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const schema = '{"$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}, "$ref": "#/$defs/n"}';
    expect(toolErrorOf(() => validateJson(deep, { schema }))).toMatchObject({ params: { action: 'validate' } });
    const atLimit = '['.repeat(1000) + ']'.repeat(1000);
    expect(validateJson(atLimit, { schema }).count).toBe(0);
    expect(JSON.parse(generateFromJson(atLimit))).toMatchObject({ type: 'array' });
    expect(toolErrorOf(() => generateFromJson(deep))).toMatchObject({ params: { action: 'generateSchema' } });
  });
});

describe('generateFromJson', () => {
  it('infers types, required keys in every element, merged items and plain formats', () => {
    const schema = JSON.parse(
      generateFromJson(
        '[{"id": 1, "at": "2026-11-26T10:00:00Z", "mail": "a@b.io"}, {"id": 2.5, "web": "https://example.com/x"}]',
      ),
    ) as Record<string, unknown>;
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'number' },
          at: { type: 'string', format: 'date-time' },
          mail: { type: 'string', format: 'email' },
          web: { type: 'string', format: 'uri' },
        },
        required: ['id'],
      },
    });
  });

  it('makes a schema that the JSON it came from passes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(validateJson(text, { schema: generateFromJson(text) }).errors).toMatch(/^valid/);
      }),
      { numRuns: 300 },
    );
  });

  it('random text ends in a result or a ToolError', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, schema) => {
        try {
          validateJson(text, { schema });
          generateFromJson(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
    );
  });
});

describe('patterns in the schema', () => {
  it('lists pattern and patternProperties with their pointers, a property named "pattern" left out', () => {
    const schema = {
      properties: { pattern: { type: 'string', pattern: '^a' }, b: { patternProperties: { 'x/y': {} } } },
    };
    expect(schemaPatterns(schema)).toEqual([
      { source: '^a', pointer: '/properties/pattern/pattern' },
      { source: 'x/y', pointer: '/properties/b/patternProperties/x~1y' },
    ]);
  });
  it('refuses a pattern that does not compile at its line and column in the schema, by its place', () => {
    const schema = '{\n  "type": "string",\n  "pattern": "(?<"\n}';
    const error = toolErrorOf(() => validateJson('"a"', { schema }));
    expect(error.title).toBe('Invalid pattern in the schema');
    expect(error.description).toBe('"(?<" at #/pattern: Invalid capture group name.');
    expect(error.at).toEqual({ line: 3, column: 14, input: 'schema' });
  });
  it('refuses an invalid patternProperties key too, before any document is read', () => {
    const schema = '{"patternProperties": {"[": {}}}';
    expect(toolErrorOf(() => validateJson('{}', { schema })).description).toMatch(
      /^"\[" at #\/patternProperties\/\[: /,
    );
  });
});
