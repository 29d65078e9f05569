import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import * as prettier from 'prettier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { formatJs, JS_NESTING_LIMIT, minifyJs, validateJs } from '.';
import { fault } from './faults';

const realFile = (path: string) => readFileSync(new URL(`../../../../node_modules/${path}`, import.meta.url), 'utf8');

const failureOf = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return error as ToolError;
  }
  throw new Error('expected a ToolError');
};

/** Runs code as a script in a fresh context and returns the value of its last statement. */
const valueOf = (code: string) => runInNewContext(code, {}) as unknown;

const PROGRAM = `
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
class Counter { #count = 0; static of(n) { const c = new Counter(); for (let i = 0; i < n; i++) c.add(); return c; } add() { this.#count++; } get value() { return this.#count; } }
const words = ['delta', 'alpha', 'charlie', 'bravo'].toSorted();
const grouped = [1, 2, 3, 4, 5].reduce((g, n) => ({ ...g, [n % 2 ? 'odd' : 'even']: [...(g[n % 2 ? 'odd' : 'even'] ?? []), n] }), {});
const { a = 1, ...rest } = { b: 2, c: 3 };
const label = \`\${words.at(-1)}:\${fib(15)}\`;
JSON.stringify({ label, count: Counter.of(7).value, grouped, rest, a, nullish: rest.z ?? 'none', opt: rest?.b?.toFixed(1) });
`;

describe('JavaScript formatter', () => {
  it('formats exactly as Prettier in Node, at indent 2, 4 and 8', async () => {
    const source = realFile('@codemirror/lang-javascript/dist/index.js');
    for (const indent of ['2', '4', '8'] as const) {
      const oracle = await prettier.format(source, { parser: 'babel', tabWidth: Number(indent) });
      expect(await formatJs(source, { indent, syntax: 'javascript' })).toBe(oracle);
    }
  }, 30_000); // three runs of Prettier on 20 KB each side: seconds on a busy machine

  it('reads JSX and ES2024 by default, and TypeScript when asked', async () => {
    const jsx = 'const App = () => <div className="x">{items.map((i) => <b key={i}>{i}</b>)}</div>;';
    expect(await formatJs(jsx, { indent: '2', syntax: 'javascript' })).toBe(
      await prettier.format(jsx, { parser: 'babel' }),
    );
    const ts = 'export function id<T extends object>(x: T): T { return x as T }\ninterface P { a?: number }';
    expect(await formatJs(ts, { indent: '4', syntax: 'typescript' })).toBe(
      await prettier.format(ts, { parser: 'typescript', tabWidth: 4 }),
    );
    await expect(validateJs(ts, 'typescript')).resolves.toBeUndefined();
    const tsAsJs = await failureOf(validateJs(ts, 'javascript'));
    expect(tsAsJs.at).toEqual({ line: 1, column: 19 }); // the `<` of the type parameters
  });

  it('minified code runs and returns the same value, and is smaller', async () => {
    const minified = await minifyJs(PROGRAM);
    expect(minified.length).toBeLessThan(PROGRAM.length * 0.8);
    expect(valueOf(minified)).toBe(valueOf(PROGRAM));
    const formatted = await formatJs(minified, { indent: '2', syntax: 'javascript' });
    expect(valueOf(formatted)).toBe(valueOf(PROGRAM));
  });

  it('minifies a real library that still works (terser itself, then format then minify again)', async () => {
    // qrcode's Galois field arithmetic (a CommonJS module with tables built at load): products and logarithms.
    const library = realFile('qrcode/lib/core/galois-field.js');
    const run = (code: string) => {
      const module = { exports: {} as Record<string, (...n: number[]) => number> };
      runInNewContext(code, { exports: module.exports, module });
      const { mul, log, exp } = module.exports;
      return [mul(3, 7), mul(29, 200), mul(255, 255), log(2), log(200), exp(100)].join(',');
    };
    const minified = await minifyJs(library);
    expect(run(minified)).toBe(run(library));
    expect(run(await minifyJs(await formatJs(minified, { indent: '2', syntax: 'javascript' })))).toBe(run(library));
  });

  it('minifies modules (import, export) as modules', async () => {
    const minified = await minifyJs("import { a } from './a.js';\nexport const b = a + 1;\n");
    expect(minified).toBe('import{a}from"./a.js";export const b=a+1;');
  });

  it("refuses bad code with the parser's reason and position", async () => {
    const bad = 'const a = 1;\nlet b = ;';
    const format = await failureOf(formatJs(bad, { indent: '2', syntax: 'javascript' }));
    expect(format).toMatchObject({
      code: 'js-formatter.format',
      params: { reason: 'Unexpected token', line: 2, column: 9 },
      at: { line: 2, column: 9 },
    });
    expect(await failureOf(minifyJs(bad))).toMatchObject({
      code: 'js-formatter.minify',
      params: { reason: 'Unexpected token: punc (;)', line: 2, column: 9 },
      at: { line: 2, column: 9 },
    });
    expect(await failureOf(validateJs(bad, 'javascript'))).toMatchObject({
      code: 'js-formatter.validate',
      params: { reason: 'Unexpected token', line: 2, column: 9 },
      at: { line: 2, column: 9 },
    });
    await expect(validateJs(PROGRAM, 'javascript')).resolves.toBeUndefined();
  });

  it('asks for code when there is none', async () => {
    expect(fault.is(await failureOf(formatJs(' \n', { indent: '2', syntax: 'javascript' })), 'emptyFormat')).toBe(true);
    expect(fault.is(await failureOf(minifyJs('')), 'emptyMinify')).toBe(true);
    expect(fault.is(await failureOf(validateJs('\t', 'typescript')), 'emptyValidate')).toBe(true);
  });

  it('never throws anything but its ToolError on random input', async () => {
    const code = fc.oneof(anyText(30), fc.stringMatching(/^[a-z(){};=<>/ .'"`0-9+\n-]{0,30}$/));
    await fc.assert(
      fc.asyncProperty(code, fc.constantFrom('javascript' as const, 'typescript' as const), async (text, syntax) => {
        for (const run of [formatJs(text, { indent: '2', syntax }), minifyJs(text), validateJs(text, syntax)]) {
          await run.catch((error: unknown) => expect(error).toBeInstanceOf(ToolError));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('deep JavaScript (issue 26): a limit of the tool, never "invalid"', () => {
  // Deeper than any engine's stack takes in Prettier's, Babel's or terser's recursion.
  const deep = 'x = ' + '['.repeat(20_000) + ']'.repeat(20_000) + ';';
  const tooDeep = (action: string) => ({
    code: 'nesting.tooDeep',
    params: { action, limit: JS_NESTING_LIMIT },
  });

  it('says Format, Minify and Validate cannot go that deep, with the limit', async () => {
    const syntax = 'javascript';
    await expect(formatJs(deep, { indent: '2', syntax })).rejects.toMatchObject(tooDeep('format'));
    await expect(formatJs(deep, { indent: '2', syntax: 'typescript' })).rejects.toMatchObject(tooDeep('format'));
    await expect(minifyJs(deep)).rejects.toMatchObject(tooDeep('minify'));
    await expect(validateJs(deep, syntax)).rejects.toMatchObject(tooDeep('validate'));
  });

  it('formats nesting up to the limit', async () => {
    const levels = JS_NESTING_LIMIT;
    const text = 'x = ' + '['.repeat(levels) + ']'.repeat(levels) + ';';
    await expect(formatJs(text, { indent: '2', syntax: 'javascript' })).resolves.toContain('[');
  });
});
