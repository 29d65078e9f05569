import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, div, mul, parseDecimal, rational, repeatingForm, showDecimal, sub, type Rational } from './rational';
import { PY_ROUNDED } from '../../../tests/unit/python-fractions';

const r = (text: string) => parseDecimal(text)!;

/**
 * Python's `fractions` as the oracle, spawned once with a batch: for each value (n, d) and its shown text, whether an
 * exact text equals n/d, a rounded one equals n/d rounded half away from zero to 15 significant digits, and a
 * repeating form a.b(c) equals n/d.
 */
const ORACLE = `
import json, sys
${PY_ROUNDED}
def repeating(t):
    neg = t.startswith('-'); t = t.lstrip('-')
    head, cycle = t[:-1].split('(')
    whole, frac = head.split('.')
    v = F(int(whole + frac), 10 ** len(frac)) + F(int(cycle), 10 ** len(frac) * (10 ** len(cycle) - 1))
    return -v if neg else v
out = []
for n, d, text, exact, rep in json.load(sys.stdin):
    x = F(int(n), int(d))
    ok = F(text) == x if exact else (x != 0 and F(text) == rounded(x, 15))
    if rep is not None: ok = ok and repeating(rep) == x
    out.append(ok)
print(json.dumps(out))
`;

function oracle(cases: readonly [Rational, ReturnType<typeof showDecimal>][]): boolean[] {
  const batch = cases.map(([a, shown]) => [`${a.n}`, `${a.d}`, shown.text, shown.exact, shown.repeating ?? null]);
  const run = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify(batch), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
}

describe('rational', () => {
  it('reads decimals exactly: 0.1 + 0.2 is 0.3', () => {
    expect(showDecimal(add(r('0.1'), r('0.2')))).toEqual({ text: '0.3', exact: true });
    expect(r('2.50e-1')).toEqual(rational(1n, 4n));
    expect(r('-.5')).toEqual(rational(-1n, 2n));
    expect(r('12e3')).toEqual(rational(12000n));
    for (const bad of ['', '.', '1.2.3', '1e', 'e5', '0x10', '1e1001', ' 1']) expect(parseDecimal(bad)).toBeUndefined();
  });

  it('shows results exactly, rounded, in e-notation and with their repeating digits', () => {
    expect(showDecimal(div(r('1'), r('3')))).toEqual({ text: '0.333333333333333', exact: false, repeating: '0.(3)' });
    expect(showDecimal(div(r('2'), r('3')))).toMatchObject({ text: '0.666666666666667', repeating: '0.(6)' });
    expect(showDecimal(div(r('-1'), r('6')))).toMatchObject({ text: '-0.166666666666667', repeating: '-0.1(6)' });
    expect(showDecimal(r('1.602176634e-19'))).toEqual({ text: '1.602176634e-19', exact: true });
    expect(showDecimal(r('9460730472580800'))).toEqual({ text: '9460730472580800', exact: true });
    expect(showDecimal(div(r('1'), r('97'))).repeating).toBeUndefined();
    expect(showDecimal(div(r('2'), r('3e30'))).text).toBe('6.66666666666667e-31');
    expect(showDecimal(div(r('99999999999999999'), r('1e17'))).text).toBe('0.99999999999999999');
    expect(showDecimal(div(r('999999999999999999'), r('3e40'))).text).toBe('3.33333333333333333e-23');
    expect(showDecimal(div(r('1e20'), r('3'))).text).toBe('3.33333333333333e19');
  });

  it('agrees with Python fractions on random sums, products and quotients', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: -30, max: 30 }))
      .map(([digits, power]) => r(`${digits}e${power}`));
    const ops = [add, sub, mul, div] as const;
    const cases: [Rational, ReturnType<typeof showDecimal>][] = [];
    fc.assert(
      fc.property(decimal, decimal, fc.integer({ min: 0, max: 3 }), (a, b, op) => {
        if (op === 3 && b.n === 0n) return;
        const value = ops[op](a, b);
        if (value.n !== 0n) cases.push([value, showDecimal(value)]);
      }),
      { numRuns: 200 },
    );
    const repeats = [1n, 3n, 7n, 12n, 13n, 41n, 81n].map((d) => rational(22n, d));
    for (const value of repeats) cases.push([value, showDecimal(value)]);
    const verdicts = oracle(cases);
    expect(cases.filter((_, i) => !verdicts[i]).map(([a, shown]) => [`${a.n}/${a.d}`, shown])).toEqual([]);
    expect(repeatingForm(rational(1n, 7n))).toBe('0.(142857)');
  });
});
