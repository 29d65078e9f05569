import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realTextFiles } from '../../../../tests/unit/real-files';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { converterFault } from '../../../core/shared/json-converter-faults';
import { jsonOutputFault } from '../../../core/shared/json-output-faults';
import { jsonFault } from '../../../core/shared/json/faults';
import { ToolError } from '../../../core/shared/tool-error';
import { yamlDepth } from './depth';
import { fault } from './faults';
import { jsonToYaml, MAX_ALIAS_COUNT, YAML_ACTIONS, YAML_DEFAULTS, yamlToJson, type YamlOptions } from '.';

const toJson = (text: string, options: Partial<YamlOptions> = {}) =>
  YAML_ACTIONS['yaml-to-json'](text, { ...YAML_DEFAULTS, ...options });
const toYaml = (text: string, options: Partial<YamlOptions> = {}) =>
  YAML_ACTIONS['json-to-yaml'](text, { ...YAML_DEFAULTS, ...options });
const valueOf = (yaml: string) => JSON.parse(toJson(yaml)) as unknown;

const failureOf = toolErrorOf;

/**
 * PyYAML's C loader with YAML 1.2's booleans (only true and false) and no timestamps: PyYAML reads YAML 1.1, where
 * `on`, `no` and `yes` are booleans and `2024-01-01` a date; YAML 1.2's core schema, ours, reads them as strings.
 * Everything else the two versions read alike on these files.
 */
const PYYAML_AS_1_2 = `
import json, re, sys, yaml
class Loader(yaml.CSafeLoader):
    pass
Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in ('tag:yaml.org,2002:bool', 'tag:yaml.org,2002:timestamp')]
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}
Loader.add_implicit_resolver('tag:yaml.org,2002:bool', re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'), list('tTfF'))
print(json.dumps(list(yaml.load_all(sys.stdin.read(), Loader=Loader))))
`;
/** PyYAML's documents as our default writes them: one document as its value, several as an array. */
function pyyaml(text: string): unknown {
  const documents = JSON.parse(
    execFileSync('python3', ['-c', PYYAML_AS_1_2], { input: text, encoding: 'utf8' }),
  ) as unknown[];
  return documents.length === 1 ? documents[0] : documents.length === 0 ? null : documents;
}

describe('YAML → JSON', () => {
  it('reads YAML 1.2 core: no, on and yes stay strings; numbers, booleans and null are typed', () => {
    expect(valueOf('a: no\nb: on\nc: yes\nd: true\ne: 0x1F\nf: 1.5e3\ng: ~\nh: 017\n')).toEqual({
      a: 'no',
      b: 'on',
      c: 'yes',
      d: true,
      e: 31,
      f: 1500,
      g: null,
      h: 17,
    });
  });

  it('resolves anchors, aliases and merge keys', () => {
    const yaml = 'base: &base {image: node, retries: 2}\njob:\n  <<: *base\n  retries: 3\nsame: *base\n';
    expect(valueOf(yaml)).toEqual({
      base: { image: 'node', retries: 2 },
      job: { image: 'node', retries: 3 },
      same: { image: 'node', retries: 2 },
    });
  });

  it('writes several documents as an array or as JSON Lines; none as null', () => {
    expect(toJson('a: 1\n---\nb: 2\n')).toBe('[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]\n');
    expect(toJson('a: 1\n---\nb: [2]\n', { documents: 'lines' })).toBe('{"a":1}\n{"b":[2]}\n');
    expect(toJson('a: 1\n', { documents: 'lines', indent: '4' })).toBe('{\n    "a": 1\n}\n');
    expect(toJson('# only a comment\n')).toBe('null\n');
  });

  it('says where the YAML is wrong, by line and column', () => {
    expect(failureOf(() => toJson('a: 1\nb: [1, 2\n'))).toMatchObject({
      code: fault.namespace + '.invalid',
      at: { line: 3, column: 1 },
    });
    expect(failureOf(() => toJson('a: 1\na: 2\n'))).toMatchObject({
      params: { reason: 'Map keys must be unique', line: 2, column: 1 },
      at: { line: 2, column: 1 },
    });
    expect(failureOf(() => toJson('\t- x\n')).at).toEqual({ line: 1, column: 1 });
    expect(
      fault.is(
        failureOf(() => toJson('a: *nowhere\n')),
        'unresolvedAlias',
      ),
    ).toBe(true);
  });

  it('refuses what JSON cannot hold, by its path', () => {
    const infinity = failureOf(() => toJson('a:\n  b: [1, .inf]\n'));
    expect(jsonOutputFault.is(infinity, 'notFinite')).toBe(true);
    expect(infinity.params).toEqual({ path: '$.a.b[1]', value: Infinity });
    const cycle = failureOf(() => toJson('a: &a [1, *a]\n'));
    expect(jsonOutputFault.is(cycle, 'cycle')).toBe(true);
    expect(cycle.params).toEqual({ path: '$.a[1]' });
    expect(failureOf(() => toJson('? [a, b]\n: c\n')).at).toEqual({ line: 1, column: 3 });
  });

  it('writes !!binary as the Base64 it was written in', () => {
    expect(valueOf('icon: !!binary aGVsbG8=\n')).toEqual({ icon: 'aGVsbG8=' });
  });

  it('refuses a billion laughs in milliseconds, naming the limit', () => {
    const levels = 'abcdefghi'.split('');
    const lines = levels.map((name, i) =>
      i === 0
        ? `${name}: &${name} [lol, lol, lol, lol, lol, lol, lol, lol, lol]`
        : `${name}: &${name} [${`*${levels[i - 1]}, `.repeat(8)}*${levels[i - 1]}]`,
    );
    const started = performance.now();
    const error = failureOf(() => toJson(lines.join('\n')));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(fault.is(error, 'aliasBomb')).toBe(true);
    expect(error.params).toEqual({ limit: MAX_ALIAS_COUNT });
  });

  it('bounds the JSON by its size when the alias budget lets a text through', () => {
    // 50 aliases of 50 aliases of a 100 KB string: within the alias budget, 250 MB of JSON.
    const yaml = `a: &a ${'x'.repeat(100_000)}\nb: &b [${'*a, '.repeat(49)}*a]\nc: [${'*b, '.repeat(49)}*b]\n`;
    const started = performance.now();
    const error = failureOf(() => toJson(yaml));
    expect(jsonOutputFault.is(error, 'tooLarge')).toBe(true);
    expect(error.params).toEqual({ limit: 200_000_000 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses deep nesting by its limit before parsing (30,000 levels aborted V8 in the parser)', () => {
    for (const depth of [5000, 30_000])
      expect(failureOf(() => toJson('['.repeat(depth) + ']'.repeat(depth))).code).toBe('nesting.tooDeep');
    const block = Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n');
    expect(failureOf(() => toJson(block)).code).toBe('nesting.tooDeep');
  });

  it('estimates the depth from flow brackets and block indents, skipping quotes, comments and block scalars', () => {
    expect(yamlDepth('a: 1\nb:\n  c:\n    - d\n    - [e, {f: [g]}]\n')).toBe(7);
    expect(yamlDepth('a: "[[[["\nb: \'{{\' # [[[[\n')).toBe(1);
    expect(yamlDepth(`script: |\n  if [ -f x ]; then\n      [[[[[[\n  fi\nnext: 1\n`)).toBe(1);
    expect(yamlDepth('- - - a\n')).toBe(4);
  });
});

describe('JSON → YAML', () => {
  const JSON_TEXT =
    '{"name": "app", "enabled": "no", "when": "2024-01-01", "ports": [80, 443], "note": "a: b", "empty": null}';

  it('writes block YAML, quoting what YAML 1.1 readers would take for something else', () => {
    expect(toYaml(JSON_TEXT)).toBe(
      'name: app\nenabled: "no"\nwhen: "2024-01-01"\nports:\n  - 80\n  - 443\nnote: "a: b"\nempty: null\n',
    );
  });

  it('has indent, quotes and line width options', () => {
    expect(toYaml('{"a": {"b": ["c"]}}', { yamlIndent: '4' })).toBe('a:\n    b:\n        - c\n');
    expect(toYaml('{"a": "x", "b": 1}', { quotes: 'single' })).toBe("a: 'x'\nb: 1\n");
    expect(toYaml('{"a": "x", "b": 1}', { quotes: 'double' })).toBe('a: "x"\nb: 1\n');
    const long = JSON.stringify({ text: 'word '.repeat(30).trim() });
    expect(toYaml(long).split('\n').length).toBeGreaterThan(2);
    expect(toYaml(long, { lineWidth: '0' }).split('\n').length).toBe(2);
  });

  it('says where the JSON is wrong, by line and column', () => {
    const error = failureOf(() => toYaml('{\n  "a": [1, 2,]\n}'));
    expect(jsonFault.is(error, 'invalid')).toBe(true);
    expect(error).toMatchObject({
      params: { reason: "Unexpected token ']', expected a value", line: 2, column: 14 },
      at: { line: 2, column: 14 },
    });
  });

  it('refuses blank input and deep JSON by name', () => {
    const blank = (convert: () => unknown) => failureOf(convert);
    expect(
      converterFault.is(
        blank(() => toYaml('  ')),
        'blank',
      ),
    ).toBe(true);
    expect(blank(() => toYaml('  ')).params).toEqual({ format: 'JSON' });
    expect(blank(() => toJson('\n')).params).toEqual({ format: 'YAML' });
    expect(failureOf(() => toYaml('['.repeat(300) + ']'.repeat(300))).code).toBe('nesting.tooDeep');
  });
});

describe('round trips and hostile input', () => {
  const options = fc.record({
    yamlIndent: fc.constantFrom('2', '4'),
    quotes: fc.constantFrom('plain', 'single', 'double'),
    lineWidth: fc.constantFrom('80', '120', '0'),
  }) as fc.Arbitrary<Pick<YamlOptions, 'yamlIndent' | 'quotes' | 'lineWidth'>>;

  it('JSON → YAML → JSON gives the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), options, (value, chosen) => {
        const yaml = jsonToYaml(JSON.stringify(value), chosen);
        expect(JSON.parse(yamlToJson(yaml, YAML_DEFAULTS))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('any text gives JSON or a ToolError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab: -[]{},&*!|>\'"#\n\t?%'), maxLength: 60 }), (text) => {
        try {
          JSON.parse(toJson(text));
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('against PyYAML (the C loader, with YAML 1.2 booleans)', () => {
  const ANCHORS = `defaults: &defaults
  adapter: postgres
  host: localhost
  pool: 5
development:
  <<: *defaults
  database: dev
test:
  <<: [*defaults]
  database: test
  pool: 2
list: &l [1, 2.5, -3, 'on', "two\\nlines", null, ~, true, False]
again: *l
folded: >
  one
  two
literal: |
  keep
   this
---
second: document
`;

  it('reads anchors, merge keys, scalars and documents as PyYAML does', () => {
    expect(JSON.parse(toJson(ANCHORS))).toEqual(pyyaml(ANCHORS));
  });

  const files = realTextFiles(['yml', 'yaml'], 12);
  it.each(files.map(({ path, text }) => [path, text]))('reads %s as PyYAML does', (_path, text) => {
    expect(JSON.parse(toJson(text))).toEqual(pyyaml(text));
  });
});
