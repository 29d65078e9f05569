import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../shared/tool-error';
import { formatJson, JsonReformatter, type JsonFormatOptions } from '.';

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

  it("says 'Invalid JSON: ' and the parser's message with the line and column", () => {
    expect(errorOf('{"a":1,}').message).toBe(
      "Invalid JSON: Unexpected token '}', expected a property name at line 1, column 8",
    );
    expect(errorOf('[\n  1,\n  }').message).toBe(
      "Invalid JSON: Unexpected token '}', expected a value at line 3, column 3",
    );
    expect(errorOf('').message).toBe('Invalid JSON: Unexpected end of JSON input at line 1, column 1');
    expect(errorOf('{"a":1} x').message).toBe(
      "Invalid JSON: Unexpected token 'x', expected the end of the JSON text at line 1, column 9",
    );
    expect(errorOf('"\\x"').message).toBe('Invalid JSON: Bad escaped character in JSON at line 1, column 2');
    expect(errorOf('01').message).toBe(
      "Invalid JSON: Unexpected token '1', expected the end of the JSON text at line 1, column 2",
    );
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

  it('format then parse equals parse; minify(format(x)) is minify(x)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<JsonFormatOptions['indent']>('2', '4', 'tab'), (value, indent) => {
        const text = JSON.stringify(value);
        const { formatted, minified } = formatJson(text, { indent, sortKeys: false });
        expect(JSON.parse(formatted)).toEqual(JSON.parse(text));
        expect(formatJson(formatted, TWO).minified).toBe(minified);
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
          expect(error).toBeInstanceOf(ToolError);
          expect((error as Error).message).toMatch(/^Invalid JSON: .* at line \d+, column \d+$/);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
