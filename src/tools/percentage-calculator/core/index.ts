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
  mul,
  neg,
  parseDecimal,
  rational,
  showDecimal,
  sub,
  terminates,
  type Rational,
} from '../../../core/shared/rational';
import { ToolError } from '../../../core/shared/tool-error';
import { PERCENTAGE_MESSAGES as M } from './messages';

export { PERCENTAGE_MESSAGES } from './messages';

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

/** The field names an error uses, by mode: [X, Y]. */
const NAMES: Record<PercentageMode, readonly [string, string]> = {
  of: ['The percentage (X)', 'The number (Y)'],
  'what-percent': ['The part (X)', 'The whole (Y)'],
  change: ['The starting value (X)', 'The new value (Y)'],
  increase: ['The percentage (X)', 'The number (Y)'],
  decrease: ['The percentage (X)', 'The number (Y)'],
};

/** A typed number, exactly; spaces around it and thousands separators (1,000 or 1 000) are ignored. */
export function readNumber(text: string, which: string): Rational {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolError(M.errorTitle, M.missing(which));
  if (trimmed.length > MAX_NUMBER_CHARS) throw new ToolError(M.errorTitle, M.tooLong(which, MAX_NUMBER_CHARS));
  const plain = trimmed
    .replace(/^\+/, '')
    .replace(/(\d)[, _](?=\d{3}\b)/g, '$1')
    .replace(/%$/, '');
  if (exponentTooLarge(plain)) throw new ToolError(M.errorTitle, M.exponentTooLarge(which));
  const value = parseDecimal(plain);
  if (!value) throw new ToolError(M.errorTitle, M.notANumber(which, trimmed));
  return value;
}

/** The exact result of a mode, and whether it is a percentage (shown with %). */
function compute(mode: PercentageMode, x: Rational, y: Rational): { value: Rational; percent: boolean } {
  switch (mode) {
    case 'of':
      return { value: div(mul(x, y), HUNDRED), percent: false };
    case 'what-percent':
      if (y.n === 0n) throw new ToolError(M.errorTitle, M.percentOfZero);
      return { value: div(mul(x, HUNDRED), y), percent: true };
    case 'change':
      if (x.n === 0n) throw new ToolError(M.errorTitle, M.changeFromZero);
      // Relative to the size of the start, so a fall from -50 to -100 is a change of -100%.
      return { value: div(mul(sub(y, x), HUNDRED), x.n < 0n ? neg(x) : x), percent: true };
    case 'increase':
      return { value: mul(y, add(HUNDRED, x)), percent: false };
    case 'decrease':
      return { value: mul(y, sub(HUNDRED, x)), percent: false };
  }
}

export interface PercentageResult {
  /** The result as shown: '12', '33.3333333333333%', '+50%'. */
  output: string;
  /** The sentence under it: what was worked out, and how a result that does not end was rounded. */
  note: string;
  exact: boolean;
}

const shown = (value: Rational) => showDecimal(value, { significant: SIGNIFICANT });

/** Works out the mode's result for X (the input) and Y; a ToolError names the field that is wrong. */
export function calculatePercentage(xText: string, { mode, y: yText }: PercentageOptions): PercentageResult {
  const [xName, yName] = NAMES[mode];
  const x = readNumber(xText, xName);
  const y = readNumber(yText, yName);
  const computed = compute(mode, x, y);
  const { percent } = computed;
  // increase/decrease multiply by (100 ± X) / 100: divide once here, exactly.
  const value = mode === 'increase' || mode === 'decrease' ? div(computed.value, HUNDRED) : computed.value;
  const result = shown(value);
  const sign = mode === 'change' && value.n > 0n ? '+' : '';
  const output = `${result.exact ? '' : '≈ '}${sign}${result.text}${percent ? '%' : ''}`;
  const sentence = explain(mode, shown(x).text, shown(y).text, output, shown(sub(y, x)).text);
  const rounding = result.exact
    ? []
    : result.repeating
      ? [M.repeats(`${result.repeating}${percent ? '%' : ''}`), M.rounded(SIGNIFICANT)]
      : [terminates(value) ? M.roundedLong(SIGNIFICANT) : M.rounded(SIGNIFICANT)];
  return { output, note: [sentence, ...rounding].join(' '), exact: result.exact };
}

/** '15% of 80 is 12.' and the like. */
function explain(mode: PercentageMode, x: string, y: string, output: string, difference: string): string {
  switch (mode) {
    case 'of':
      return `${x}% of ${y} is ${output}.`;
    case 'what-percent':
      return `${x} is ${output} of ${y}.`;
    case 'change':
      return `From ${x} to ${y} is a change of ${output} (a difference of ${difference}).`;
    case 'increase':
      return `${y} increased by ${x}% is ${output}.`;
    case 'decrease':
      return `${y} decreased by ${x}% is ${output}.`;
  }
}
