/**
 * The unit converter: a quantity typed with its unit ('5 cm', '72 °F to °C', '1.5 GiB to MB') shown in every unit
 * of its kind at once, exactly (./units: each factor an exact rational by definition), and the transfer time of a
 * data size at a data rate ('700 MB at 20 Mbit/s'). A result that does not end is rounded half away from zero to 6
 * significant digits (15 on request) and marked ≈.
 */
import { add, div, mul, rational, showDecimal, sub, type Rational } from '../../../core/shared/rational';
import { ToolError } from '../../../core/shared/tool-error';
import { UNIT_MESSAGES as M } from '../words';
import { parseRequest, type FoundUnit, type Quantity } from './parse';
import { KINDS, type Kind, type Unit } from './units';

export { UNIT_MESSAGES } from '../words';
export { findUnit, parseQuantity, parseRequest } from './parse';
export { KINDS, type Kind, type Unit } from './units';

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
  return [
    M.everyUnit(kind.name),
    ...rows.map(([value, name]) => `${value.padEnd(width + 2 - value.length + [...value].length)}${name}`),
  ];
}

export interface Conversion {
  output: string;
  notes: string[];
}

/** The base value of a quantity, refusing a temperature below absolute zero. */
function baseOf({ value, number, found }: Quantity): Rational {
  const base = toBase(value, found.unit);
  if (found.kind.id === 'temperature' && base.n < 0n)
    throw new ToolError(M.errorTitle, M.belowAbsoluteZero(`${number} ${found.unit.symbol}`));
  return base;
}

/** The transfer time of a data size at a data rate, in seconds. */
function transferSeconds(size: Quantity, rate: Quantity): Rational {
  if (size.found.kind.id !== 'data-size' || rate.found.kind.id !== 'data-rate')
    throw new ToolError(M.errorTitle, M.transferNeeds(size.found.unit.symbol, rate.found.unit.symbol));
  const bitsPerSecond = baseOf(rate);
  if (bitsPerSecond.n === 0n) throw new ToolError(M.errorTitle, M.zeroRate);
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

/** The answer's words: '≈ 1.96850393700787 in', and for a transfer 'takes 280 s (4 min 40 s)'. */
function answerText(
  value: Rational,
  unit: Unit,
  approximate: boolean,
  transfer: boolean,
  precision: Precision,
): string {
  const shown = line(showValue(value, approximate, precision), unit.symbol);
  if (!transfer) return shown;
  const spoken = unit === SECOND ? spokenDuration(value, precision) : undefined;
  return `${M.takes} ${shown.replace(/^= /, '')}${spoken ? ` (${spoken})` : ''}`;
}

/** Converts what the visitor typed, ≈ results to the precision; a ToolError says what it could not read. */
export function convertUnits(text: string, precision: Precision = 'full'): Conversion {
  if (text.length > MAX_INPUT_CHARS) throw new ToolError(M.errorTitle, M.tooLong(MAX_INPUT_CHARS));
  const { quantity, rate, target } = parseRequest(text);
  const notes = [quantity.found, rate?.found, target].flatMap((found) => found?.note ?? []);
  let kind: Kind;
  let base: Rational;
  let heading: string;
  let from: FoundUnit;
  if (rate) {
    base = transferSeconds(quantity, rate);
    [kind, from, heading] = [TIME_KIND, { unit: SECOND, kind: TIME_KIND }, `${said(quantity)} at ${said(rate)}`];
    if (target && target.kind !== TIME_KIND) throw new ToolError(M.errorTitle, M.transferTarget(target.unit.symbol));
  } else {
    base = baseOf(quantity);
    [kind, from, heading] = [quantity.found.kind, quantity.found, said(quantity)];
    if (target && target.kind !== kind)
      throw new ToolError(
        M.errorTitle,
        M.otherKinds(quantity.found.unit.symbol, kind.name, target.unit.symbol, target.kind.name),
      );
  }
  const inexact = (unit: Unit) =>
    (unit !== from.unit && (unit.approximate ?? false)) || (from.unit.approximate ?? false);
  const lines = table(kind, base, (unit) => inexact(unit) && unit !== from.unit, precision);
  const answer = target ?? (rate ? { unit: SECOND, kind: TIME_KIND } : undefined);
  const first = answer
    ? [
        `${heading} ${answerText(fromBase(base, answer.unit), answer.unit, inexact(answer.unit) && answer.unit !== from.unit, rate !== undefined, precision)}`,
        '',
      ]
    : [];
  return { output: [...first, ...lines].join('\n') + '\n', notes: [...notes, M.roundedNote(SIGNIFICANT[precision])] };
}

/** The unit is typed with the number, and the result lists every unit of its kind; full: ≈ results to 15 digits. */
export type UnitConverterOptions = { full: boolean };
