import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equals, parseDecimal, rational, showDecimal } from '../../../core/shared/rational';
import { ToolError } from '../../../core/shared/tool-error';
import { convertUnits, fault, findUnit, fromBase, KINDS, spokenDuration, toBase } from '.';
import { PY_ROUNDED } from '../../../../tests/unit/python-fractions';

const q = (text: string) => parseDecimal(text)!;
const unit = (text: string) => findUnit(text).unit;
/** The factor of a unit in another of its kind: how many `to` one `from` is. */
const inUnits = (amount: string, from: string, to: string) => fromBase(toBase(q(amount), unit(from)), unit(to));
const faultOf = (text: string) => {
  try {
    convertUnits(text);
  } catch (error) {
    if (fault.is(error)) return [error.code.slice(fault.namespace.length + 1), error.params];
    throw error;
  }
  throw new Error(`${text} converted`);
};

/**
 * The definitions, written out again in Python and checked with `fractions` (one spawn for the batch): each case is
 * [amount, from, to, shown]; the oracle says whether `shown` is the exact value, or, after ≈, the value rounded half
 * away from zero to 15 significant digits.
 */
const ORACLE = `
import json, sys
from fractions import Fraction as F
lbf = F('0.45359237') * F('9.80665')
SI = {
 'm': 1, 'cm': F('0.01'), 'in': F('0.0254'), 'ft': F('0.3048'), 'yd': F('0.9144'), 'mi': F('1609.344'), 'nmi': 1852,
 'kg': 1, 'g': F('0.001'), 'lb': F('0.45359237'), 'oz': F('0.45359237') / 16, 'st': F('0.45359237') * 14,
 'J': 1, 'cal': F('4.184'), 'kWh': 3600000, 'BTU': F('1055.05585262'), 'eV': F('1.602176634e-19'),
 'Pa': 1, 'atm': 101325, 'bar': 100000, 'psi': lbf / F('0.0254') ** 2, 'Torr': F(101325, 760),
 'W': 1, 'hp': 550 * F('0.3048') * lbf, 'PS': 75 * F('9.80665'),
 'm/s': 1, 'km/h': F(1000, 3600), 'mph': F('1609.344') / 3600, 'kn': F(1852, 3600),
 'm²': 1, 'ft²': F('0.3048') ** 2, 'ac': F('0.3048') ** 2 * 43560, 'ha': 10000,
 'L': F('0.001'), 'US gal': F('0.0254') ** 3 * 231, 'imp gal': F('0.00454609'), 'US fl oz': F('0.0254') ** 3 * 231 / 128,
 'bit': 1, 'B': 8, 'kB': 8000, 'KiB': 8192, 'MB': 8 * 10 ** 6, 'MiB': 8 * 2 ** 20, 'GB': 8 * 10 ** 9, 'GiB': 8 * 2 ** 30,
 'Mbit/s': 10 ** 6, 'MB/s': 8 * 10 ** 6, 'MiB/s': 8 * 2 ** 20,
 's': 1, 'min': 60, 'h': 3600, 'd': 86400, 'a': F('365.25') * 86400,
}
def kelvin(x, u):
    return {'K': x, '°C': x + F('273.15'), '°F': (x + F('459.67')) * 5 / 9, '°R': x * 5 / 9}[u]
def from_kelvin(k, u):
    return {'K': k, '°C': k - F('273.15'), '°F': k * 9 / 5 - F('459.67'), '°R': k * 9 / 5}[u]
${PY_ROUNDED}
out = []
for amount, frm, to, shown in json.load(sys.stdin):
    x = F(amount)
    value = from_kelvin(kelvin(x, frm), to) if frm in ('K', '°C', '°F', '°R') else x * SI[frm] / SI[to]
    text = shown[2:] if shown.startswith('≈') else shown
    out.append(F(text) == (value if text == shown else rounded(value, 15)) and (value != 0 or text == '0'))
print(json.dumps(out))
`;

const ORACLE_UNITS = [
  ['m', 'cm', 'in', 'ft', 'yd', 'mi', 'nmi'],
  ['kg', 'g', 'lb', 'oz', 'st'],
  ['J', 'cal', 'kWh', 'BTU', 'eV'],
  ['Pa', 'atm', 'bar', 'psi', 'Torr'],
  ['W', 'hp', 'PS'],
  ['m/s', 'km/h', 'mph', 'kn'],
  ['m²', 'ft²', 'ac', 'ha'],
  ['L', 'US gal', 'imp gal', 'US fl oz'],
  ['bit', 'B', 'kB', 'KiB', 'MB', 'MiB', 'GB', 'GiB'],
  ['Mbit/s', 'MB/s', 'MiB/s'],
  ['s', 'min', 'h', 'd', 'a'],
  ['K', '°C', '°F', '°R'],
] as const;

describe('unit converter', () => {
  it('keeps the defined constants exact', () => {
    expect(inUnits('1', 'in', 'm')).toEqual(q('0.0254'));
    expect(inUnits('1', 'lb', 'kg')).toEqual(q('0.45359237'));
    expect(inUnits('1', 'cal', 'J')).toEqual(q('4.184'));
    expect(inUnits('1', 'atm', 'Pa')).toEqual(q('101325'));
    expect(inUnits('1', 'mi', 'ft')).toEqual(q('5280'));
    expect(inUnits('1', 'US gal', 'in³')).toEqual(q('231'));
    expect(inUnits('1', 'hp', 'W')).toEqual(q('745.69987158227022'));
    expect(inUnits('1', 'psi', 'Pa')).toEqual(rational(4448221615260500n, 645160000000n));
    expect(inUnits('1', 'KiB', 'B')).toEqual(q('1024'));
    expect(inUnits('1', 'kB', 'B')).toEqual(q('1000'));
    expect(inUnits('1', 'Mbit/s', 'MB/s')).toEqual(q('0.125'));
    expect(inUnits('0', '°C', 'K')).toEqual(q('273.15'));
    expect(inUnits('-40', '°C', '°F')).toEqual(q('-40'));
    expect(inUnits('98.6', '°F', '°C')).toEqual(q('37'));
    expect(inUnits('1', 'ly', 'm')).toEqual(q('9460730472580800'));
  });

  it('gives the answer, every unit of its kind, and the notes as data', () => {
    expect(convertUnits('5 cm to inch', 'short')).toMatchObject({
      quantity: '5 cm',
      answer: { line: '≈ 1.9685 in' },
      kind: 'length',
      significant: 6,
      notes: [],
    });
    expect(convertUnits('5 cm to inch').table).toContainEqual(expect.stringMatching(/^= 50 mm +millimetre$/));
    expect(convertUnits('1 KB').notes).toEqual(['kb']);
    expect(convertUnits('700 MB at 20 Mbit/s')).toMatchObject({
      quantity: '700 MB',
      rate: '20 Mbit/s',
      answer: { line: '= 280 s', spoken: '4 min 40 s' },
      kind: 'time',
    });
    expect(convertUnits('300 s to min').answer).toEqual({ line: '= 5 min' });
    expect(convertUnits('5 cm').answer).toBeUndefined();
    expect(spokenDuration(q('90061.5'))).toBe('1 d 1 h 1 min 1.5 s');
    expect(spokenDuration(q('59'))).toBeUndefined();
  });

  it('says what it cannot read as a fault and its parameters', () => {
    expect(faultOf('1 mb')).toEqual([
      'ambiguousUnit',
      {
        unit: 'mb',
        choices: [
          { symbol: 'Mbit', name: 'megabit (SI)' },
          { symbol: 'MB', name: 'megabyte (SI, 1000^2 B)' },
        ],
      },
    ]);
    expect(faultOf('5 kg to m')).toEqual(['otherKinds', { from: 'kg', fromKind: 'mass', to: 'm', toKind: 'length' }]);
    expect(faultOf('5 parsecs')).toEqual(['unknownUnit', { unit: 'parsecs' }]);
    expect(faultOf('cm')).toEqual(['noNumber', { text: 'cm' }]);
    expect(faultOf('5')).toEqual(['noUnit', {}]);
    expect(faultOf('-500 °C')).toEqual(['belowAbsoluteZero', { number: '-500', unit: '°C' }]);
    expect(faultOf('5 kg at 3 MB/s')).toEqual(['transferNeeds', { size: 'kg', rate: 'MB/s' }]);
    expect(faultOf('1 GB at 3 MB/s to m')).toEqual(['transferTarget', { unit: 'm' }]);
    expect(faultOf('1 GB at 0 Mbit/s')).toEqual(['zeroRate', {}]);
    expect(faultOf('1e5000 m')).toEqual(['exponentTooLarge', { limit: 1000 }]);
    expect(faultOf('1'.repeat(201))).toEqual(['tooLong', { limit: 200 }]);
  });

  it('has no spelling that names two units', () => {
    const symbols = KINDS.flatMap((kind) => kind.units.map((u) => u.symbol));
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const symbol of symbols) expect(findUnit(symbol).unit.symbol).toBe(symbol);
  });

  it('converts there and back exactly, for every pair of units of a kind', () => {
    const pair = fc
      .constantFrom(...KINDS)
      .chain((kind) => fc.tuple(fc.constantFrom(...kind.units), fc.constantFrom(...kind.units)));
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: -20, max: 20 }))
      .map(([digits, power]) => q(`${digits}e${power}`));
    fc.assert(
      fc.property(pair, amount, ([a, b], value) => {
        const there = fromBase(toBase(value, a), b);
        expect(equals(fromBase(toBase(there, b), a), value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the definitions written out in Python', () => {
    const cases: string[][] = [];
    const amount = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: -6, max: 6 }))
      .map(([digits, power]) => showDecimal(q(`${digits}e${power}`), { plainUpTo: 40 }).text);
    fc.assert(
      fc.property(fc.constantFrom(...ORACLE_UNITS), amount, fc.nat(), fc.nat(), (units, value, i, j) => {
        const [from, to] = [units[i % units.length], units[j % units.length]];
        const { line } = convertUnits(`${value} ${from} to ${to}`).answer!;
        cases.push([value, from, to, line.slice(0, -(to.length + 1)).replace(/^= /, '')]);
      }),
      { numRuns: 200 },
    );
    const run = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const verdicts = JSON.parse(run.stdout) as boolean[];
    expect(cases.filter((_, i) => !verdicts[i])).toEqual([]);
  });

  it('never throws anything but its ToolError on random text', () => {
    const spellings = KINDS.flatMap((kind) => kind.units.map((u) => u.symbol));
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .tuple(fc.double(), fc.constantFrom(...spellings), fc.constantFrom(' to ', ' at ', ' in ', ''), fc.string())
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(text, (input) => {
        try {
          convertUnits(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
