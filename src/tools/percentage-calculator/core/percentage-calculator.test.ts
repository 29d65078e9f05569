import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { calculatePercentage, PERCENTAGE_MODES, type PercentageMode } from '.';
import { PY_ROUNDED } from '../../../../tests/unit/python-fractions';

const calc = (x: string, mode: PercentageMode, y: string) => calculatePercentage(x, { mode, y });

/**
 * Python's `fractions` as the oracle, once for a batch of [mode, x, y, shown]: the exact result of the mode, and
 * whether the shown text equals it (exact) or equals it rounded half away from zero to 15 significant digits.
 */
const ORACLE = `
import json, sys
${PY_ROUNDED}
def result(mode, x, y):
    if mode == 'of': return x * y / 100
    if mode == 'what-percent': return x / y * 100
    if mode == 'change': return (y - x) / abs(x) * 100
    if mode == 'increase': return y * (1 + x / 100)
    return y * (1 - x / 100)
out = []
for mode, x, y, shown in json.load(sys.stdin):
    value = result(mode, F(x), F(y))
    exact = not shown.startswith('≈')
    text = shown.lstrip('≈ +').rstrip('%')
    out.append(F(text) == (value if exact else rounded(value, 15)))
print(json.dumps(out))
`;

describe('percentage calculator', () => {
  it('works out each mode exactly', () => {
    expect(calc('15', 'of', '80').output).toBe('12');
    expect(calc('0.1', 'of', '0.2').output).toBe('0.0002');
    expect(calc('20', 'what-percent', '80').output).toBe('25%');
    expect(calc('50', 'change', '75').output).toBe('+50%');
    expect(calc('50', 'change', '75').difference).toBe('25');
    expect(calc('-50', 'change', '-100').output).toBe('-100%');
    expect(calc('20', 'increase', '0.1').output).toBe('0.12');
    expect(calc('10', 'decrease', '0.3').output).toBe('0.27');
    expect(calc('1,000', 'of', '1 000').output).toBe('10000');
    expect(calc('12.5%', 'of', '+8').output).toBe('1');
  });

  it('rounds a result that does not end and names its repeating digits', () => {
    const third = calc('1', 'what-percent', '3');
    expect(third.output).toBe('≈ 33.3333333333333%');
    expect(third).toMatchObject({ rounding: 'repeats', repeating: '33.(3)%', exact: false });
    expect(calc('2', 'what-percent', '3').output).toBe('≈ 66.6666666666667%');
  });

  it('names the field that is wrong', () => {
    const error = (x: string, mode: PercentageMode, y: string) => {
      try {
        calc(x, mode, y);
      } catch (caught) {
        expect(caught).toBeInstanceOf(ToolError);
        return [(caught as ToolError).code.split('.')[1], (caught as ToolError).params];
      }
      throw new Error('no error');
    };
    expect(error('abc', 'of', '1')).toEqual(['notANumber', { field: 'percentage', text: 'abc' }]);
    expect(error('1', 'of', '')).toEqual(['missing', { field: 'number' }]);
    expect(error('1', 'what-percent', '0')).toEqual(['percentOfZero', {}]);
    expect(error('0', 'change', '5')).toEqual(['changeFromZero', {}]);
    expect(error('1e99999', 'of', '1')).toEqual(['exponentTooLarge', { field: 'percentage', limit: 1000 }]);
    expect(error('9'.repeat(101), 'of', '1')).toEqual(['tooLong', { field: 'percentage', limit: 100 }]);
  });

  it('agrees with Python fractions on random numbers in every mode', () => {
    const number = fc
      .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: -8, max: 8 }))
      .map(([digits, power]) => `${digits}e${power}`);
    const cases: [PercentageMode, string, string, string][] = [];
    fc.assert(
      fc.property(fc.constantFrom(...PERCENTAGE_MODES), number, number, (mode, x, y) => {
        if ((mode === 'what-percent' && /^-?0e/.test(y)) || (mode === 'change' && /^-?0e/.test(x))) return;
        cases.push([mode, x, y, calc(x, mode, y).output]);
      }),
      { numRuns: 200 },
    );
    const run = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const verdicts = JSON.parse(run.stdout) as boolean[];
    expect(cases.filter((_, i) => !verdicts[i])).toEqual([]);
  });

  it('never throws anything but its ToolError on random text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERCENTAGE_MODES), fc.string(), fc.string(), (mode, x, y) => {
        try {
          calc(x, mode, y);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
