import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { evaluateLines, MATH_DEFAULTS, type MathOptions } from '.';

const run = (text: string, options: Partial<MathOptions> = {}) => evaluateLines(text, { ...MATH_DEFAULTS, ...options });
const errorOf = (text: string) => {
  try {
    run(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return error as ToolError;
  }
  throw new Error(`${text} evaluated`);
};

/** Every .js file under a folder of node_modules. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory()
      ? filesUnder(path)
      : path.endsWith('.js') || path.endsWith('.mjs')
        ? [path]
        : [];
  });

describe('calculator', () => {
  it('adds decimals exactly and keeps big numbers whole', () => {
    expect(run('0.1 + 0.2').results).toBe('0.3');
    // Doubles, as JavaScript has them: the choice says so.
    expect(run('0.1 + 0.2', { numbers: 'number' }).results).toBe('0.30000000000000004');
    expect(run('2^64').results).toBe('18446744073709551616');
    expect(run('1/3', { numbers: 'Fraction' }).results).toBe('1/3');
    expect(run('1/3', { precision: '16' }).results).toBe('0.3333333333333333');
  });

  it('shares variables and functions down the page, one result a line', () => {
    const { results, history } = run('a = 5 cm\n\n# inches\nf(x) = x to inch\nf(a + 2 inch)');
    expect(results).toBe('5 cm\n\n\nf(x)\n3.968503937007874015748031496063 inch');
    expect(history.split('\n')).toHaveLength(3);
  });

  it('names the line and column of a fault', () => {
    expect(errorOf('1 + 1\n1 + * 2')).toMatchObject({
      code: 'math-evaluator.line',
      params: { line: 2, reason: 'Value expected (char 5)' },
      at: { line: 2, column: 5 },
    });
    expect(errorOf('foo + 1').params).toEqual({ line: 1, reason: 'Undefined symbol foo' });
    expect(String(errorOf('5 cm + 2 kg').params.reason)).toMatch(/^Units do not match/);
    expect(errorOf(`${'('.repeat(9000)}1${')'.repeat(9000)}`)).toMatchObject({
      code: 'math-evaluator.tooDeep',
      params: { line: 1 },
    });
    expect(errorOf('x'.repeat(20_001))).toMatchObject({ code: 'math-evaluator.tooLong', params: { limit: 20_000 } });
    expect(errorOf('createUnit("knot2", "0.5 m/s")')).toMatchObject({
      code: 'math-evaluator.disabled',
      params: { line: 1, name: 'createUnit' },
    });
  });

  it('agrees with Python on random integer arithmetic', () => {
    const cases: [string, string][] = [];
    const term = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map((n) => `(${n})`);
    fc.assert(
      fc.property(term, term, term, fc.constantFrom('+', '-', '*'), (a, b, c, op) => {
        const expression = `${a} ${op} ${b} * ${c}`;
        cases.push([expression, run(expression, { precision: '64' }).results]);
      }),
      { numRuns: 50 },
    );
    const script = 'import json, sys\nprint(json.dumps([str(eval(e)) == r for e, r in json.load(sys.stdin)]))';
    const python = spawnSync('python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(python.stderr).toBe('');
    const verdicts = JSON.parse(python.stdout) as boolean[];
    expect(cases.filter((_, i) => !verdicts[i])).toEqual([]);
  });

  it('never throws anything but its ToolError on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        try {
          run(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('compiles without eval or new Function (the site CSP has no unsafe-eval)', () => {
    const folders = ['mathjs/lib/esm', 'typed-function/lib/esm', 'decimal.js', 'fraction.js/dist', 'complex.js/dist'];
    const offenders = folders
      .flatMap((folder) => filesUnder(join('node_modules', folder)))
      .filter((path) => /\bnew Function\s*\(|[^.\w]eval\s*\(/.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
