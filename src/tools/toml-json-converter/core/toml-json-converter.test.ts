import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { machineFiles, NODE_MODULES_DIR } from '../../../../tests/unit/real-files';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { jsonToToml, TOML_ACTIONS, TOML_DEFAULTS, tomlToJson } from '.';

const toJson = (text: string) => TOML_ACTIONS['toml-to-json'](text, TOML_DEFAULTS);
const toToml = (text: string) => TOML_ACTIONS['json-to-toml'](text, TOML_DEFAULTS);

const failureOf = toolErrorOf;

/**
 * Python's tomllib (stdlib) on each text: its value as JSON, dates and times written as ours are (ISO 8601 to the
 * millisecond, an offset of zero as Z), or null for a text it refuses.
 */
const TOMLLIB = `
import datetime, json, sys, tomllib
def iso(value):
    if isinstance(value, datetime.datetime):
        text = value.isoformat(timespec='milliseconds')
        return text[:-6] + 'Z' if text.endswith('+00:00') else text
    if isinstance(value, datetime.time):
        return value.isoformat(timespec='milliseconds')
    if isinstance(value, datetime.date):
        return value.isoformat()
    raise TypeError(type(value))
def read(text):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None
print(json.dumps([read(text) for text in json.load(sys.stdin)], default=iso))
`;
const tomllib = (texts: readonly string[]) =>
  JSON.parse(execFileSync('python3', ['-c', TOMLLIB], { input: JSON.stringify(texts), encoding: 'utf8' })) as unknown[];

/** Our JSON with an offset of zero written as Z, as the oracle writes it (tomllib keeps no difference). */
const ours = (toml: string) =>
  JSON.parse(toJson(toml).replace(/([T ]\d\d:\d\d:\d\d\.\d{3})[+-]00:00"/g, '$1Z"')) as unknown;

describe('TOML → JSON', () => {
  const TOML = `title = "TOML Example"
[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00
[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }
[servers.alpha]
ip = "10.0.0.1"
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
name = "Nail"
`;

  it('reads TOML 1.0: tables, arrays of tables, inline tables, mixed arrays', () => {
    expect(JSON.parse(toJson(TOML))).toEqual({
      title: 'TOML Example',
      owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00.000-08:00' },
      database: {
        enabled: true,
        ports: [8000, 8001, 8002],
        data: [['delta', 'phi'], [3.14]],
        temp_targets: { cpu: 79.5, case: 72 },
      },
      servers: { alpha: { ip: '10.0.0.1' } },
      products: [{ name: 'Hammer', sku: 738594937 }, { name: 'Nail' }],
    });
  });

  it('writes dates and times as ISO strings: offset ones with their offset, local ones without', () => {
    const text = 'a = 1979-05-27T07:32:00Z\nb = 1979-05-27T07:32:00.5\nc = 1979-05-27\nd = 07:32:00\n';
    expect(JSON.parse(toJson(text))).toEqual({
      a: '1979-05-27T07:32:00.000Z',
      b: '1979-05-27T07:32:00.500',
      c: '1979-05-27',
      d: '07:32:00.000',
    });
  });

  it('says where the TOML is wrong, by line and column', () => {
    expect(failureOf(() => toJson('a = 1\nb = \n'))).toMatchObject({
      code: 'toml-json-converter.invalid',
      params: { reason: 'invalid value', line: 2, column: 5 },
      at: { line: 2, column: 5 },
    });
    expect(failureOf(() => toJson('[a]\nx = 1\n[a]\n')).at).toEqual({ line: 3, column: 2 });
    expect(failureOf(() => toJson('big = 9007199254740993\n')).params).toMatchObject({
      reason: expect.stringMatching(/losslessly$/) as unknown,
      line: 1,
    });
  });

  it('refuses what JSON cannot hold, by its path', () => {
    expect(failureOf(() => toJson('[limits]\nmax = inf\n'))).toMatchObject({
      code: 'json-output.notFinite',
      params: { path: '$.limits.max', value: Infinity },
    });
  });

  it('refuses deep nesting by its limit', () => {
    expect(failureOf(() => toJson(`a = ${'['.repeat(600)}${']'.repeat(600)}`))).toMatchObject({
      code: 'nesting.tooDeep',
      params: { action: 'convert' },
    });
  });
});

describe('JSON → TOML', () => {
  it('writes tables, arrays of tables and inline arrays', () => {
    expect(toToml('{"name": "app", "server": {"port": 8080, "hosts": ["a", "b"]}, "users": [{"id": 1}, {"id": 2}]}'))
      .toBe(`name = "app"

[server]
port = 8080
hosts = [ "a", "b" ]

[[users]]
id = 1

[[users]]
id = 2
`);
  });

  it('names the JSON path of a null, which TOML cannot hold', () => {
    expect(failureOf(() => toToml('{"server": {"host": "x", "port": null}}'))).toMatchObject({
      code: 'toml-json-converter.nullAt',
      params: { path: '$.server.port' },
    });
    expect(failureOf(() => toToml('{"a": [1, {"b c": [null]}]}')).params).toEqual({ path: '$.a[1]["b c"][0]' });
  });

  it('refuses a top level that is not an object, and bad JSON at its line and column', () => {
    expect(failureOf(() => toToml('[1, 2]'))).toMatchObject({
      code: 'toml-json-converter.notTable',
      params: { kind: 'array' },
    });
    expect(failureOf(() => toToml('"text"')).params).toEqual({ kind: 'string' });
    expect(failureOf(() => toToml('{"a": 1,\n "b"}'))).toMatchObject({
      code: 'json.invalid',
      at: { line: 2, column: 5 },
    });
    expect(failureOf(() => toToml(' '))).toMatchObject({ code: 'json-converter.blank', params: { format: 'JSON' } });
  });
});

/** A JSON object without null (TOML has none), as JSON.parse gives it. */
const tomlableObject = fc
  .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 })
  .map((value) => JSON.parse(JSON.stringify(value, (_key, item: unknown) => item ?? 0)) as Record<string, unknown>);

describe('round trips, hostile input and tomllib as the oracle', () => {
  it('JSON → TOML → JSON gives the same value, and tomllib reads what we write as the same value', () => {
    const values = fc.sample(tomlableObject, { numRuns: 200, seed: 27 });
    const tomls = values.map((value) => jsonToToml(JSON.stringify(value)));
    values.forEach((value, i) => expect(JSON.parse(tomlToJson(tomls[i], TOML_DEFAULTS))).toEqual(value));
    expect(tomllib(tomls)).toEqual(values);
  });

  it('any text gives JSON or a ToolError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'a1= []{}"\'.,#\n-:T'), maxLength: 60 }), (text) => {
        try {
          JSON.parse(toJson(text));
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 500 },
    );
  });

  /** Real .toml files on this machine: pyproject.toml files and tomllib's own valid test files, where present. */
  const realFiles = () =>
    machineFiles(
      ['/usr/lib', '/usr/share', NODE_MODULES_DIR],
      (name, path) => name.endsWith('.toml') && !path.includes('/invalid/'),
      { maxDepth: 6, max: 40 },
    );

  it('reads real TOML files as tomllib does', { timeout: 30_000 }, () => {
    const texts = realFiles().map((path) => readFileSync(path, 'utf8'));
    const expected = tomllib(texts);
    let compared = 0;
    texts.forEach((text, i) => {
      const theirs = expected[i];
      // Files with inf or nan (which JSON has not) or integers past 2^53 are refused by us with their reason.
      if (theirs === null || /\b(inf|nan)\b|\d{16}/.test(text)) return;
      expect(ours(text), `file ${i}`).toEqual(theirs);
      compared++;
    });
    console.log(`compared ${compared} of ${texts.length} real TOML files with tomllib`);
  });
});
