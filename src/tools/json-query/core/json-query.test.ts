import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import {
  checkJsonPathSyntax,
  JQ_CHEAT_SHEET,
  JqCrash,
  jqError,
  jqQuery,
  JSON_QUERY_MESSAGES as M,
  jsonPathQuery,
  JSONPATH_CHEAT_SHEET,
  type JqRuntime,
} from '.';

/** jq-web in Node reads its .wasm from node_modules; its module is a promise of the runtime. */
let jq: JqRuntime;
beforeAll(async () => {
  jq = await (createRequire(import.meta.url)('jq-web') as Promise<JqRuntime>);
});

const STORE = JSON.stringify({
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      {
        category: 'fiction',
        author: 'J. R. R. Tolkien',
        title: 'The Lord of the Rings',
        isbn: '0-395-19395-8',
        price: 22.99,
      },
    ],
    bicycle: { color: 'red', price: 19.95 },
  },
});

const jqc = (input: string, filter: string) => jqQuery(jq, input, filter, true);
/** Debian's jq (1.6), the oracle: its compact output of `filter` on each input value. */
const nativeJq = (input: string, filter: string) =>
  execFileSync('jq', ['-c', filter], { input, encoding: 'utf8' }).replace(/\n$/, '');

describe('JSONPath', () => {
  it('selects with JSONPath-Plus, filters read safely (no eval)', () => {
    expect(jsonPathQuery(STORE, '$..book[?(@.price < 10)].title', true)).toBe('["Sayings of the Century","Moby Dick"]');
    expect(jsonPathQuery(STORE, '$.store.book[-1:].author', true)).toBe('["J. R. R. Tolkien"]');
    expect(jsonPathQuery(STORE, "$..book[?(@.category === 'fiction')].price", true)).toBe('[12.99,8.99,22.99]');
    expect(jsonPathQuery(STORE, '$.nothing', true)).toBe('[]');
    // RFC 9535's filter without parentheses, and its == and &&.
    expect(jsonPathQuery(STORE, '$..book[?@.price < 9 && @.category == "fiction"].title', true)).toBe('["Moby Dick"]');
    expect(jsonPathQuery(STORE, "$..book[?@.author == 'Nigel Rees'].price", true)).toBe('[8.95]');
    expect(jsonPathQuery(STORE, '$..book[?@.isbn]["title"]', true)).toBe('["Moby Dick","The Lord of the Rings"]');
    expect(jsonPathQuery('null', '$..*', true)).toBe('[]');
    expect(jsonPathQuery('{"a":[1,2]}', '$.a', false)).toBe('[\n  [\n    1,\n    2\n  ]\n]');
  });

  it('refuses what safe mode does not read, in its words', () => {
    // A method call on a value is JavaScript, not JSONPath: safe mode refuses `constructor` and the like.
    expect(toolErrorOf(() => jsonPathQuery('[{"a":1}]', '$[?(@.constructor)]', true)).title).toBe(M.invalidJsonPath);
    expect(toolErrorOf(() => jsonPathQuery('[{"a":1}]', '$[?(this.x)]', true)).description).toBe(
      'Unexpected expression: this.x',
    );
  });

  it('says where a path is wrong, by its column', () => {
    expect(toolErrorOf(() => checkJsonPathSyntax('$.a[')).description).toBe('The bracket is not closed (column 4)');
    expect(toolErrorOf(() => checkJsonPathSyntax("$['a]")).description).toBe('The string is not closed (column 3)');
    expect(toolErrorOf(() => checkJsonPathSyntax('$.a[?(@.x))]')).description).toBe("Unexpected ')' (column 11)");
    expect(toolErrorOf(() => jsonPathQuery('{"a":[{"x":1}]}', '$.a[?(@.x <<< 1)]', true)).description).toBe(
      'Expected expression after << (column 13)',
    );
    expect(toolErrorOf(() => jsonPathQuery('{"a":[{"x":1}]}', '$.a[?@.x <<< 1]', true)).description).toBe(
      'Expected expression after << (column 12)',
    );
  });

  it('places invalid JSON by line and column, refuses blank input and query', () => {
    const error = toolErrorOf(() => jsonPathQuery('{\n  "a": tru\n}', '$', true));
    expect(error.title).toBe(M.invalidJson);
    expect(error.at).toEqual({ line: 2, column: 8 });
    expect(toolErrorOf(() => jsonPathQuery('  ', '$', true)).title).toBe(M.emptyDocument);
    expect(toolErrorOf(() => jsonPathQuery('{}', ' ', true)).title).toBe(M.emptyJsonPath);
  });

  it('runs every cheat sheet entry on the store', () => {
    for (const { text } of JSONPATH_CHEAT_SHEET) expect(JSON.parse(jsonPathQuery(STORE, text, true))).not.toEqual([]);
  });
});

describe('jq', () => {
  it('runs jq 1.8 (WebAssembly) with its outputs one a line', () => {
    expect(jqc(STORE, '.store.book[] | select(.price > 20) | .title')).toBe('"The Lord of the Rings"');
    expect(jqc('[3,1,2]', '.[]')).toBe('3\n1\n2');
    expect(jqQuery(jq, '{"a":[1]}', '.', false)).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(jqc('null', '$__loc__')).toBe('{"file":"<top-level>","line":1}');
    expect(jqc('[1,2]', 'empty')).toBe('');
    // Bytes (a file read in the worker) are read as they are.
    expect(jqQuery(jq, new TextEncoder().encode('{"é":1}'), 'keys', true)).toBe('["é"]');
  });

  it("keeps jq's own messages: a filter's line, the input's line and column", () => {
    const syntax = toolErrorOf(() => jqc('{}', '.a | ]'));
    expect(syntax.title).toBe(M.invalidJq);
    expect(syntax.description).toBe('syntax error, unexpected INVALID_CHARACTER (line 1)');
    expect(toolErrorOf(() => jqc('{}', '.a |\n $nope')).description).toBe('$nope is not defined (line 2)');
    const input = toolErrorOf(() => jqc('[1,\n  2', '.'));
    expect(input.title).toBe(M.invalidJson);
    expect(input.at).toEqual({ line: 2, column: 3 });
    expect(toolErrorOf(() => jqc('null', 'test("a")'))).toMatchObject({
      title: M.jqError,
      description: 'null (null) cannot be matched, as it is not a string',
    });
    expect(toolErrorOf(() => jqc('1', 'error("stop here")')).description).toBe('stop here');
    expect(toolErrorOf(() => jqc(' ', '.')).title).toBe(M.emptyDocument);
    expect(toolErrorOf(() => jqc('1', '')).title).toBe(M.emptyJq);
  });

  it('tells a crash of the runtime from jq’s own error', () => {
    expect(jqError(new Error('Aborted(OOM)'))).toBeInstanceOf(JqCrash);
    expect(jqError(new Error('Aborted(OOM)')).message).toBe('jq: out of memory');
    expect(jqError(Object.assign(new Error('x'), { exitCode: 5, stderr: 'jq: error (at x:0): boom' }))).toBeInstanceOf(
      ToolError,
    );
  });

  it('runs every cheat sheet entry on the store', () => {
    for (const { text } of JQ_CHEAT_SHEET) expect(jqc(STORE, text)).not.toBe('');
  });

  it('answers as the native jq for a fixed set of filters over random JSON', () => {
    // Integers and plain strings: jq 1.6 (the oracle) and 1.8 (ours) write some doubles differently (1.8 keeps
    // a number as written: 1.000 stays 1.000).
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant(null),
        fc.boolean(),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.array(tie('any'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 4 }), tie('any'), { maxKeys: 4 }),
      ),
    })).any;
    const FILTERS = [
      '.',
      '[.[]?]',
      '[.. | numbers]',
      '[paths]',
      '[paths(scalars)]',
      'type',
      'length',
      '[.. | strings] | sort',
      'try keys catch "none"',
      'try to_entries catch "none"',
      '[.. | select(type == "object") | length]',
      'tostream',
      '[.. | scalars] | unique',
      'walk(if type == "number" then . + 1 else . end)',
      'try (to_entries | map(.key)) catch null',
      '[.. | booleans | not]',
      'tojson',
      '[splits("a")?]',
    ];
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 20 }), (docs) => {
        const input = docs.map((doc) => JSON.stringify(doc)).join('\n');
        // One line per filter and input value, an error as a value (the two jq word their errors differently); all
        // filters in one program, so the oracle starts once a run.
        const program = FILTERS.map((filter) => `[try (${filter}) catch "error"]`).join(', ');
        expect(jqc(input, program)).toBe(nativeJq(input, program));
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('hostile queries', () => {
  it('random JSON and random query text never escape the ToolError', () => {
    const query = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .array(
          fc.constantFrom('.', '[', ']', '(', ')', '|', '?', '@', '$', '..', '*', 'a', '"', "'", ',', ':', ' ', '1'),
          {
            maxLength: 20,
          },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(fc.json({ maxDepth: 3 }), query, (json, text) => {
        for (const run of [() => jsonPathQuery(json, text, true), () => jqc(json, text)]) {
          try {
            run();
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
