/**
 * The percentage calculator: X% of Y, X as a percentage of Y, the change from X to Y, and Y increased or decreased
 * by X%, in exact rational arithmetic (../../shared/rational): 0.1% of 0.2 is 0.0002, never 0.00020000000000000001.
 * A result that does not end (1 of 3 is 33.(3)%) is rounded half away from zero to SIGNIFICANT digits and its
 * repeating digits are named.
 */
import {
  add,
  div,
  exponentTooLarge,
  MAX_EXPONENT,
  mul,
  neg,
  parseDecimal,
  rational,
  showDecimal,
  sub,
  terminates,
  type Rational,
} from '../../../core/shared/rational';
import { fault, type PercentageField } from './faults';

export { fault, type PercentageFaults, type PercentageField } from './faults';

export const PERCENTAGE_MODES = ['of', 'what-percent', 'change', 'increase', 'decrease'] as const;
export type PercentageMode = (typeof PERCENTAGE_MODES)[number];

export interface PercentageOptions {
  mode: PercentageMode;
  /** The second number (Y); the first (X) is the tool's input. */
  y: string;
}

/** The longest number either field takes: beyond, it is a paste, not a number (BigInt work stays instant). */
export const MAX_NUMBER_CHARS = 100;
/** Significant digits of a result that does not end. */
export const SIGNIFICANT = 15;

const HUNDRED = rational(100n);

/** What X and Y are in each mode, for a fault to name the field: [X, Y]. */
const FIELDS: Record<PercentageMode, readonly [PercentageField, PercentageField]> = {
  of: ['percentage', 'number'],
  'what-percent': ['part', 'whole'],
  change: ['start', 'new'],
  increase: ['percentage', 'number'],
  decrease: ['percentage', 'number'],
};

/** A typed number, exactly; spaces around it and thousands separators (1,000 or 1 000) are ignored. */
export function readNumber(text: string, field: PercentageField): Rational {
  const trimmed = text.trim();
  if (trimmed === '') throw fault('missing', { field });
  if (trimmed.length > MAX_NUMBER_CHARS) throw fault('tooLong', { field, limit: MAX_NUMBER_CHARS });
  const plain = trimmed
    .replace(/^\+/, '')
    .replace(/(\d)[, _](?=\d{3}\b)/g, '$1')
    .replace(/%$/, '');
  if (exponentTooLarge(plain)) throw fault('exponentTooLarge', { field, limit: MAX_EXPONENT });
  const value = parseDecimal(plain);
  if (!value) throw fault('notANumber', { field, text: trimmed });
  return value;
}

/** The exact result of a mode, and whether it is a percentage (shown with %). */
function compute(mode: PercentageMode, x: Rational, y: Rational): { value: Rational; percent: boolean } {
  switch (mode) {
    case 'of':
      return { value: div(mul(x, y), HUNDRED), percent: false };
    case 'what-percent':
      if (y.n === 0n) throw fault('percentOfZero');
      return { value: div(mul(x, HUNDRED), y), percent: true };
    case 'change':
      if (x.n === 0n) throw fault('changeFromZero');
      // Relative to the size of the start, so a fall from -50 to -100 is a change of -100%.
      return { value: div(mul(sub(y, x), HUNDRED), x.n < 0n ? neg(x) : x), percent: true };
    case 'increase':
      return { value: mul(y, add(HUNDRED, x)), percent: false };
    case 'decrease':
      return { value: mul(y, sub(HUNDRED, x)), percent: false };
  }
}

/** How a result was shown: exactly, or rounded because it repeats, does not end, or ends only after many digits. */
export type Rounding = 'exact' | 'repeats' | 'endless' | 'long';

export interface PercentageResult {
  mode: PercentageMode;
  /** The result as shown: '12', '33.3333333333333%', '+50%'. */
  output: string;
  /** X, Y and Y - X as shown, for the sentence under the result. */
  x: string;
  y: string;
  difference: string;
  exact: boolean;
  rounding: Rounding;
  /** The repeating digits of a result that repeats, as '33.(3)%'. */
  repeating?: string;
}

const shown = (value: Rational) => showDecimal(value, { significant: SIGNIFICANT });

/** Works out the mode's result for X (the input) and Y; a ToolError names the field that is wrong. */
export function calculatePercentage(xText: string, { mode, y: yText }: PercentageOptions): PercentageResult {
  const [xField, yField] = FIELDS[mode];
  const x = readNumber(xText, xField);
  const y = readNumber(yText, yField);
  const computed = compute(mode, x, y);
  const { percent } = computed;
  // increase/decrease multiply by (100 ± X) / 100: divide once here, exactly.
  const value = mode === 'increase' || mode === 'decrease' ? div(computed.value, HUNDRED) : computed.value;
  const result = shown(value);
  const sign = mode === 'change' && value.n > 0n ? '+' : '';
  const output = `${result.exact ? '' : '≈ '}${sign}${result.text}${percent ? '%' : ''}`;
  const rounding: Rounding = result.exact
    ? 'exact'
    : result.repeating
      ? 'repeats'
      : terminates(value)
        ? 'long'
        : 'endless';
  return {
    mode,
    output,
    x: shown(x).text,
    y: shown(y).text,
    difference: shown(sub(y, x)).text,
    exact: result.exact,
    rounding,
    ...(result.repeating ? { repeating: `${result.repeating}${percent ? '%' : ''}` } : {}),
  };
}
