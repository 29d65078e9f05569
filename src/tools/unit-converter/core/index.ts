/**
 * The unit converter: a quantity typed with its unit ('5 cm', '72 °F to °C', '1.5 GiB to MB') shown in every unit
 * of its kind at once, exactly (./units: each factor an exact rational by definition), and the transfer time of a
 * data size at a data rate ('700 MB at 20 Mbit/s'). A result that does not end is rounded half away from zero to 6
 * significant digits (15 on request) and marked ≈.
 */
import { add, div, mul, rational, showDecimal, sub, type Rational } from '../../../core/shared/rational';
import { fault } from './faults';
import { parseRequest, type FoundUnit, type Quantity, type UnitNote } from './parse';
import { KINDS, type Kind, type KindId, type Unit } from './units';

export { fault, type NamedUnit, type UnitFaults } from './faults';
export { findUnit, parseQuantity, parseRequest, type UnitNote } from './parse';
export { KINDS, type Kind, type KindId, type Unit } from './units';

/** The longest input: a quantity, a rate and a unit are a few dozen characters; more is a paste of something else. */
export const MAX_INPUT_CHARS = 200;
/** Significant digits of a rounded (≈) result: a readable few, or as many as a double holds on request. */
export const SIGNIFICANT = { short: 6, full: 15 } as const;
export type Precision = keyof typeof SIGNIFICANT;

/** The value in the kind's base unit. */
export const toBase = (value: Rational, unit: Unit): Rational =>
  unit.offset ? add(mul(value, unit.factor), unit.offset) : mul(value, unit.factor);

/** A value in base units, in `unit`. */
export const fromBase = (base: Rational, unit: Unit): Rational =>
  div(unit.offset ? sub(base, unit.offset) : base, unit.factor);

export interface ShownValue {
  text: string;
  exact: boolean;
}

/** A value as the converter shows it: exact, or rounded to the precision's significant digits (then `exact` is false). */
export const showValue = (value: Rational, approximate = false, precision: Precision = 'full'): ShownValue => {
  const shown = showDecimal(value, { significant: SIGNIFICANT[precision], plainUpTo: 30, scientificFrom: 15 });
  return { text: shown.text, exact: shown.exact && !approximate };
};

/** One line of a result: '= 50 mm' or '≈ 1.96850393700787 in'. */
const line = ({ text, exact }: ShownValue, symbol: string) => `${exact ? '=' : '≈'} ${text} ${symbol}`;

/** Every unit of the kind, a line each, the values aligned with the names after them. */
function table(kind: Kind, base: Rational, inexact: (unit: Unit) => boolean, precision: Precision): string[] {
  const rows = kind.units.map((unit) => [
    line(showValue(fromBase(base, unit), inexact(unit), precision), unit.symbol),
    unit.name,
  ]);
  const width = Math.max(...rows.map(([value]) => [...value].length));
  return rows.map(([value, name]) => `${value.padEnd(width + 2 - value.length + [...value].length)}${name}`);
}

/** A conversion as data; ../result.ts says it (the heading, 'takes', the notes). */
export interface Conversion {
  /** The quantity as typed: '5 cm'. */
  quantity: string;
  /** For a transfer time, the rate it is at: '20 Mbit/s'. */
  rate?: string;
  /** The value in the unit asked for: '≈ 1.9685 in'; a transfer time in seconds also spoken ('4 min 40 s'). */
  answer?: { line: string; spoken?: string };
  kind: KindId;
  /** Every unit of the kind: '= 50 mm   millimetre', aligned. */
  table: string[];
  /** How units were read (KB as kB). */
  notes: UnitNote[];
  /** The significant digits of a rounded (≈) result. */
  significant: number;
}

/** The base value of a quantity, refusing a temperature below absolute zero. */
function baseOf({ value, number, found }: Quantity): Rational {
  const base = toBase(value, found.unit);
  if (found.kind.id === 'temperature' && base.n < 0n)
    throw fault('belowAbsoluteZero', { number, unit: found.unit.symbol });
  return base;
}

/** The transfer time of a data size at a data rate, in seconds. */
function transferSeconds(size: Quantity, rate: Quantity): Rational {
  if (size.found.kind.id !== 'data-size' || rate.found.kind.id !== 'data-rate')
    throw fault('transferNeeds', { size: size.found.unit.symbol, rate: rate.found.unit.symbol });
  const bitsPerSecond = baseOf(rate);
  if (bitsPerSecond.n === 0n) throw fault('zeroRate');
  return div(baseOf(size), bitsPerSecond);
}

const TIME_KIND = KINDS.find((kind) => kind.id === 'time')!;
const SECOND = TIME_KIND.units.find((unit) => unit.symbol === 's')!;

const said = ({ number, found }: Quantity) => `${number} ${found.unit.symbol}`;

/** '4 min 40 s' for 280 s: a duration of a minute or more in days, hours, minutes and seconds. */
export function spokenDuration(seconds: Rational, precision: Precision = 'full'): string | undefined {
  if (seconds.n < 60n * seconds.d) return undefined;
  const whole = seconds.n / seconds.d;
  const parts = [
    [whole / 86400n, 'd'],
    [(whole % 86400n) / 3600n, 'h'],
    [(whole % 3600n) / 60n, 'min'],
  ] as const;
  const rest = showValue(sub(seconds, rational(whole - (whole % 60n))), false, precision).text;
  const said = parts.filter(([count]) => count > 0n).map(([count, unit]) => `${count} ${unit}`);
  return [...said, ...(rest === '0' ? [] : [`${rest} s`])].join(' ');
}

/** The answer: '≈ 1.96850393700787 in', and a transfer time in seconds spoken too ('4 min 40 s'). */
function answerOf(value: Rational, unit: Unit, approximate: boolean, transfer: boolean, precision: Precision) {
  const spoken = transfer && unit === SECOND ? spokenDuration(value, precision) : undefined;
  return { line: line(showValue(value, approximate, precision), unit.symbol), ...(spoken ? { spoken } : {}) };
}

/** Converts what the visitor typed, ≈ results to the precision; a ToolError says what it could not read. */
export function convertUnits(text: string, precision: Precision = 'full'): Conversion {
  if (text.length > MAX_INPUT_CHARS) throw fault('tooLong', { limit: MAX_INPUT_CHARS });
  const { quantity, rate, target } = parseRequest(text);
  const notes = [quantity.found, rate?.found, target].flatMap((found) => found?.note ?? []);
  let kind: Kind;
  let base: Rational;
  let from: FoundUnit;
  if (rate) {
    base = transferSeconds(quantity, rate);
    [kind, from] = [TIME_KIND, { unit: SECOND, kind: TIME_KIND }];
    if (target && target.kind !== TIME_KIND) throw fault('transferTarget', { unit: target.unit.symbol });
  } else {
    base = baseOf(quantity);
    [kind, from] = [quantity.found.kind, quantity.found];
    if (target && target.kind !== kind)
      throw fault('otherKinds', {
        from: quantity.found.unit.symbol,
        fromKind: kind.id,
        to: target.unit.symbol,
        toKind: target.kind.id,
      });
  }
  const inexact = (unit: Unit) =>
    (unit !== from.unit && (unit.approximate ?? false)) || (from.unit.approximate ?? false);
  const asked = target ?? (rate ? { unit: SECOND, kind: TIME_KIND } : undefined);
  return {
    quantity: said(quantity),
    ...(rate ? { rate: said(rate) } : {}),
    ...(asked
      ? {
          answer: answerOf(
            fromBase(base, asked.unit),
            asked.unit,
            inexact(asked.unit) && asked.unit !== from.unit,
            rate !== undefined,
            precision,
          ),
        }
      : {}),
    kind: kind.id,
    table: table(kind, base, (unit) => inexact(unit) && unit !== from.unit, precision),
    notes,
    significant: SIGNIFICANT[precision],
  };
}

/** The unit is typed with the number, and the result lists every unit of its kind; full: ≈ results to 15 digits. */
export type UnitConverterOptions = { full: boolean };
