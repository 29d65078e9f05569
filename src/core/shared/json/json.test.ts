import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../tool-error';
import {
  decodeJsonFile,
  formatJson,
  formattedSizeOf,
  jsonFileBytes,
  JsonReformatter,
  MAX_FORMATTED_BYTES,
  type JsonFormatOptions,
} from '.';
import { jsonFault } from './faults';

const TWO: JsonFormatOptions = { indent: '2', sortKeys: false };
const realFile = (path: string) => readFileSync(new URL(`../../../../node_modules/${path}`, import.meta.url), 'utf8');
const jq = (args: string[], input: string) => execFileSync('jq', args, { input, encoding: 'utf8' }).replace(/\n$/, '');
const errorOf = (text: string) => {
  try {
    formatJson(text, TWO);
  } catch (error) {
    return error as ToolError;
  }
  throw new Error(`no error for ${text}`);
};

const faultOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { code, params } = error as ToolError;
    return { code, params };
  }
  throw new Error('no error');
};

describe('JSON formatter', () => {
  it('formats and minifies like JSON.stringify, keeping numbers and strings as written', () => {
    const text = '{"a":[1,2,{"b":12345678901234567890,"c":[]}],"z":{},"d":"x\\u00e9","e":-1.5e+3}';
    const { formatted, minified } = formatJson(text, TWO);
    expect(formatted).toBe(
      '{\n  "a": [\n    1,\n    2,\n    {\n      "b": 12345678901234567890,\n      "c": []\n    }\n  ],\n  "z": {},\n  "d": "x\\u00e9",\n  "e": -1.5e+3\n}',
    );
    expect(minified).toBe(text);
  });

  it('indents with 4 spaces or a tab, and sorts keys at every level', () => {
    const text = '{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2}}';
    expect(formatJson(text, { indent: '4', sortKeys: false }).formatted).toBe(
      JSON.stringify(JSON.parse(text), null, 4),
    );
    expect(formatJson(text, { indent: 'tab', sortKeys: false }).formatted).toBe(
      JSON.stringify(JSON.parse(text), null, '\t'),
    );
    const sorted = formatJson(text, { indent: '2', sortKeys: true });
    expect(sorted.minified).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}');
    expect(sorted.formatted).toBe(jq(['-S', '.'], text));
  });

  it('formats real package files from node_modules as jq does', () => {
    for (const path of ['react/package.json', 'typescript/package.json', 'vite/package.json']) {
      const text = realFile(path);
      expect(formatJson(text, TWO).formatted).toBe(jq(['.'], text));
      expect(formatJson(text, { indent: 'tab', sortKeys: true }).formatted).toBe(jq(['-S', '--tab', '.'], text));
      expect(formatJson(text, TWO).minified).toBe(jq(['-c', '.'], text));
    }
  });

  it("refuses bad JSON with the parser's reason, line and column", () => {
    const fault = (text: string) => {
      const error = errorOf(text);
      expect(jsonFault.is(error, 'invalid')).toBe(true);
      return error.params;
    };
    expect(fault('{"a":1,}')).toEqual({ reason: "Unexpected token '}', expected a property name", line: 1, column: 8 });
    expect(fault('[\n  1,\n  }')).toEqual({ reason: "Unexpected token '}', expected a value", line: 3, column: 3 });
    expect(fault('')).toEqual({ reason: 'Unexpected end of JSON input', line: 1, column: 1 });
    expect(fault('{"a":1} x')).toEqual({
      reason: "Unexpected token 'x', expected the end of the JSON text",
      line: 1,
      column: 9,
    });
    expect(fault('"\\x"')).toEqual({ reason: 'Bad escaped character in JSON', line: 1, column: 2 });
    expect(fault('01')).toEqual({
      reason: "Unexpected token '1', expected the end of the JSON text",
      line: 1,
      column: 2,
    });
    expect(errorOf('[\n\n  tru]').at).toEqual({ line: 3, column: 3 });
  });

  it('accepts exactly what JSON.parse accepts', () => {
    const samples = [
      '1',
      '-0',
      '1e5',
      '1E-5',
      '"\\ud800"',
      ' [ ] ',
      'true',
      'null',
      '-',
      '1.',
      '.5',
      '+1',
      '"\t"',
      'NaN',
      '[1,]',
      '{"a" 1}',
    ];
    for (const text of samples) {
      let native = true;
      try {
        JSON.parse(text);
      } catch {
        native = false;
      }
      expect(() => formatJson(text, TWO), text).toSatisfy((run: () => unknown) => {
        try {
          run();
          return native;
        } catch (error) {
          return !native && error instanceof ToolError;
        }
      });
    }
  });

  it('works in steps of any size, deep nesting included', () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    const formatter = new JsonReformatter(new TextEncoder().encode(deep), TWO);
    while (!formatter.done) formatter.step(7);
    expect(Buffer.concat(formatter.output().minified).toString()).toBe(deep);
  });

  it('drained to a file as it is made, writes the same bytes as kept whole (the drain gets reused chunks)', () => {
    // Big enough that the drain gets several chunks (1 MiB each), with sorted members copied in at the top.
    const records = Array.from({ length: 10_000 }, (_, i) => ({
      z: i,
      a: ['é ☃ 🙂'.repeat(i % 7), { y: null, b: i }],
    }));
    const bytes = new TextEncoder().encode(JSON.stringify(records));
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1 << 10, max: 1 << 20 }), (sortKeys, step) => {
        const options: JsonFormatOptions = { indent: '2', sortKeys };
        const drained = { formatted: [] as Buffer[], minified: [] as Buffer[] };
        const copyInto = (list: Buffer[]) => (chunk: Uint8Array) => list.push(Buffer.from(chunk));
        const drains = { formatted: copyInto(drained.formatted), minified: copyInto(drained.minified) };
        const formatter = new JsonReformatter(bytes, options, MAX_FORMATTED_BYTES, drains);
        while (!formatter.done) formatter.step(step);
        expect(formatter.output()).toEqual({ formatted: [], minified: [] });
        const kept = formatJson(JSON.stringify(records), options);
        expect(drained.formatted.length).toBeGreaterThan(1);
        expect(Buffer.concat(drained.formatted).toString()).toBe(kept.formatted);
        expect(Buffer.concat(drained.minified).toString()).toBe(kept.minified);
      }),
      { numRuns: 4 },
    );
  });

  it('format then parse equals parse; minify(format(x)) is minify(x)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<JsonFormatOptions['indent']>('2', '4', 'tab'), (value, indent) => {
        const text = JSON.stringify(value);
        const { formatted, minified } = formatJson(text, { indent, sortKeys: false });
        expect(JSON.parse(formatted!)).toEqual(JSON.parse(text));
        expect(formatJson(formatted!, TWO).minified).toBe(minified);
        expect(minified).toBe(text);
      }),
    );
  });

  it('sorting keeps the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(JSON.parse(formatJson(text, { indent: '2', sortKeys: true }).minified)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('hostile input only ever throws the tool error', () => {
    const jsonish = fc.string({ unit: fc.constantFrom(...'{}[],:"\\ u0aeE.-+1tfn \n'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), jsonish, fc.string({ unit: 'binary' })), (text) => {
        let native = true;
        try {
          JSON.parse(text);
        } catch {
          native = false;
        }
        try {
          formatJson(text, { indent: '2', sortKeys: true });
          expect(native).toBe(true);
        } catch (error) {
          expect(native).toBe(false);
          expect(jsonFault.is(error, 'invalid')).toBe(true);
          expect(Object.keys((error as ToolError).params).sort()).toEqual(['column', 'line', 'reason']);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('JSON formatter on deep input (bounded by its output)', () => {
  it('refuses to format 30,000 levels, saying the size and the limit, and still minifies', () => {
    const text = deepArrays(30_000);
    const { formatted, minified, refusal } = formatJson(text, TWO);
    expect(formatted).toBeNull();
    expect(refusal).toEqual({ size: formattedSizeOf(text, '2'), limit: MAX_FORMATTED_BYTES, depth: 30_000 });
    expect(minified).toBe(text);
  });

  it('minifies deep objects with sorted keys without copying each level into its parent', () => {
    const levels = 20_000;
    const text = '{"b":0,"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const started = performance.now();
    const { formatted, minified } = formatJson(text, { indent: 'tab', sortKeys: true });
    // depth × size of copying would be some 2 GB here: seconds, not milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(formatted).toBeNull();
    expect(minified).toBe('{"a":'.repeat(levels) + '1' + ',"b":0}'.repeat(levels));
  });

  it('knows the formatted size before formatting: exact, and 2(n-1)² + 4n - 2 bytes for n nested arrays', () => {
    expect(formattedSizeOf(deepArrays(30_000), '2')).toBe(2 * 29_999 ** 2 + 4 * 30_000 - 2);
    for (const levels of [1, 2, 3, 50, 300]) {
      const text = deepArrays(levels);
      for (const indent of ['2', '4', 'tab'] as const)
        expect(formattedSizeOf(text, indent)).toBe(formatJson(text, { indent, sortKeys: false }).formatted!.length);
    }
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<JsonFormatOptions['indent']>('2', '4', 'tab'), (value, indent) => {
        const text = JSON.stringify(value, null, 1);
        const { formatted } = formatJson(text, { indent, sortKeys: true });
        expect(formattedSizeOf(text, indent)).toBe(new TextEncoder().encode(formatted!).length);
      }),
    );
  });

  it('formats up to the limit and refuses past it, by the formatted size', () => {
    const text = deepArrays(100);
    const size = formattedSizeOf(text, '2');
    expect(formatJson(text, TWO, size).formatted).toHaveLength(size);
    expect(formatJson(text, TWO, size - 1).formatted).toBeNull();
    // Too large but invalid: the syntax error is what the user needs to hear.
    expect(errorOf('['.repeat(10_000)).params).toMatchObject({ reason: 'Unexpected end of JSON input' });
  });

  it('ends a step after a bounded amount of indentation, so a worker answers pings on deep input', () => {
    const formatter = new JsonReformatter(new TextEncoder().encode(deepArrays(5_000)), TWO);
    formatter.step(Infinity);
    expect(formatter.done).toBe(false);
    while (!formatter.done) formatter.step(Infinity);
    expect(formatter.output().formatted!.reduce((sum, chunk) => sum + chunk.length, 0)).toBe(formatter.formattedBytes);
  });

  it('random nesting only ever throws the tool error', () => {
    const token = fc.constantFrom('[', ']', '{', '}', '"k":', ',', '1', '"s"', ' ');
    const nested = fc
      .tuple(
        fc.integer({ min: 0, max: 40_000 }),
        fc.array(token, { maxLength: 30 }),
        fc.integer({ min: 0, max: 40_000 }),
      )
      .map(([open, middle, close]) => '['.repeat(open) + middle.join('') + ']'.repeat(close));
    fc.assert(
      fc.property(nested, fc.boolean(), fc.nat({ max: 1 << 22 }), (text, sortKeys, limit) => {
        try {
          const { formatted, minified, refusal } = formatJson(text, { indent: '2', sortKeys }, limit);
          expect(formatted === null).toBe(refusal !== undefined);
          expect(minified.length).toBeLessThanOrEqual(text.length);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('JSON files must be UTF-8', () => {
  it('refuses a real file with one corrupted byte, saying where (0-based)', () => {
    const file = readFileSync(new URL('../../../../node_modules/typescript/package.json', import.meta.url));
    const corrupted = new Uint8Array(file);
    corrupted[1000] = 0xff;
    expect(faultOf(() => decodeJsonFile(corrupted))).toEqual({
      code: 'json.invalidUtf8',
      params: { offset: 1000, byte: 0xff },
    });
    expect(decodeJsonFile(new Uint8Array(file))).toBe(file.toString('utf8'));
  });

  it("refuses the issue's bytes, and takes a byte order mark", () => {
    expect(faultOf(() => jsonFileBytes(new Uint8Array([0xff, 0xfe, 0xc3, 0x28])))).toEqual({
      code: 'json.invalidUtf8',
      params: { offset: 0, byte: 0xff },
    });
    expect(decodeJsonFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toBe('[]');
  });
});
