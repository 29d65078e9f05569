/**
 * Exact rational numbers on BigInt (the percentage calculator's and the unit converter's arithmetic): a decimal
 * the visitor types is read exactly (0.1 is 1/10, not the double nearest it), so 0.1 + 0.2 is 3/10 and a unit's
 * defined factor (inch = 0.0254 m) stays exact through any chain of conversions. Shown as a decimal: exactly when
 * it ends, else rounded half away from zero, with its repeating digits named where the period is short.
 */

/** A fraction in lowest terms, denominator positive. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** n/d in lowest terms; d must not be 0. */
export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('Division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const isZero = (a: Rational) => a.n === 0n;
export const equals = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

/** The largest power of ten an exponent may give (1e1000): beyond, BigInt work grows without use. */
export const MAX_EXPONENT = 1000;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * A decimal as typed ('-1.5', '.5', '2e-3', '1_000' is not one): undefined when it is not a number, or when its
 * exponent is beyond ±MAX_EXPONENT (the caller names that limit).
 */
export function parseDecimal(text: string): Rational | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const power = Number(exponent) - fraction.length;
  if (Math.abs(Number(exponent)) > MAX_EXPONENT) return undefined;
  const digits = BigInt(whole + fraction || '0') * (sign === '-' ? -1n : 1n);
  return power >= 0 ? rational(digits * 10n ** BigInt(power)) : rational(digits, 10n ** BigInt(-power));
}

/** Whether parseDecimal refused the text for its exponent alone (so the message can name the limit). */
export const exponentTooLarge = (text: string) => {
  const match = DECIMAL.exec(text);
  return match !== null && match[4] !== undefined && Math.abs(Number(match[4])) > MAX_EXPONENT;
};

/** Whether the decimal expansion ends (the denominator has no prime factor but 2 and 5). */
export function terminates({ d }: Rational): boolean {
  let rest = d;
  while (rest % 2n === 0n) rest /= 2n;
  while (rest % 5n === 0n) rest /= 5n;
  return rest === 1n;
}

/** The digits of |a| scaled by 10^places, rounded half away from zero. */
function scaledRounded(a: Rational, places: number): bigint {
  const scaled = abs(a.n) * 10n ** BigInt(Math.max(places, 0));
  const divisor = a.d * 10n ** BigInt(Math.max(-places, 0));
  const quotient = scaled / divisor;
  return 2n * (scaled % divisor) >= divisor ? quotient + 1n : quotient;
}

/** '123.4500' → '123.45', '10.000' → '10'. */
const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** |a| as a fixed-point decimal with `places` decimals (rounded half away from zero), trailing zeros dropped. */
function fixed(a: Rational, places: number): string {
  const digits = scaledRounded(a, places)
    .toString()
    .padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return `${a.n < 0n && /[1-9]/.test(text) ? '-' : ''}${trimZeros(text)}`;
}

/** The power of ten of a's first significant digit (0.05 → -2, 123 → 2); a must not be zero. */
function magnitude(a: Rational): number {
  const n = abs(a.n);
  let power = n.toString().length - a.d.toString().length;
  // 10^power ≤ |a| < 10^(power + 1), adjusted by one step when the digit counts mislead.
  const atLeast = (p: number) => (p >= 0 ? n >= a.d * 10n ** BigInt(p) : n * 10n ** BigInt(-p) >= a.d);
  if (!atLeast(power)) power -= 1;
  else if (atLeast(power + 1)) power += 1;
  return power;
}

/** How many decimals a terminating a needs: the larger power of 2 or 5 in its denominator. */
function decimalsNeeded({ d }: Rational): number {
  let [twos, fives, rest] = [0, 0, d];
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  return Math.max(twos, fives);
}

/** A decimal as the tools show it. */
export interface Shown {
  /** The digits: exact, or rounded to `significant` digits. */
  text: string;
  exact: boolean;
  /** Where it does not end and its period is short: '33.(3)', '0.(142857)'. */
  repeating?: string;
}

export interface ShowOptions {
  /** Significant digits of a result that does not end or is longer (default 15). */
  significant?: number;
  /** Plain digits up to this many (default 24); an exact result longer than that is shown in e-notation. */
  plainUpTo?: number;
  /**
   * The power of ten from which a rounded result is written in e-notation (default `significant`); below it, a result
   * past its significant digits is rounded to a whole number (1968504, not 1.9685e6).
   */
  scientificFrom?: number;
}

/** a shown in e-notation with `significant` digits: '1.602176634e-19'. */
function scientific(a: Rational, significant: number): string {
  const power = magnitude(a);
  const mantissa = div(a, power >= 0 ? rational(10n ** BigInt(power)) : rational(1n, 10n ** BigInt(-power)));
  let text = fixed(mantissa, significant - 1);
  let exponent = power;
  // Rounding 9.99… up gives 10: one place more.
  if (/^-?10(\.|$)/.test(text)) [text, exponent] = [fixed(div(mantissa, rational(10n)), significant - 1), power + 1];
  return `${text}e${exponent}`;
}

/** a as a decimal: exact when it ends within `plainUpTo` digits, else rounded to `significant` digits. */
export function showDecimal(a: Rational, options: ShowOptions = {}): Shown {
  const { significant = 15, plainUpTo = 24, scientificFrom = significant } = options;
  if (isZero(a)) return { text: '0', exact: true };
  const power = magnitude(a);
  if (terminates(a)) {
    const places = decimalsNeeded(a);
    const digits = Math.max(power + 1, 1) + places;
    if (digits <= plainUpTo) return { text: fixed(a, places), exact: true };
    const sigDigits = power + 1 + places;
    if (sigDigits <= plainUpTo) return { text: scientific(a, sigDigits), exact: true };
  }
  const repeating = terminates(a) ? undefined : repeatingForm(a);
  const placesForSignificant = significant - 1 - power;
  const useScientific = power >= scientificFrom || power < -7;
  const text = useScientific ? scientific(a, significant) : fixed(a, Math.max(placesForSignificant, 0));
  return { text, exact: false, ...(repeating === undefined ? {} : { repeating }) };
}

/** The longest period `repeatingForm` looks for. */
const MAX_PERIOD = 40;

/** '33.(3)', '0.1(6)': a's decimal with its repeating digits in brackets, when the period is at most MAX_PERIOD. */
export function repeatingForm(a: Rational): string | undefined {
  const whole = abs(a.n) / a.d;
  let remainder = abs(a.n) % a.d;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (remainder !== 0n && !seen.has(remainder)) {
    if (digits.length > MAX_PERIOD + 20) return undefined;
    seen.set(remainder, digits.length);
    remainder *= 10n;
    digits += (remainder / a.d).toString();
    remainder %= a.d;
  }
  if (remainder === 0n) return undefined;
  const start = seen.get(remainder) ?? 0;
  if (digits.length - start > MAX_PERIOD) return undefined;
  const sign = a.n < 0n ? '-' : '';
  return `${sign}${whole}.${digits.slice(0, start)}(${digits.slice(start)})`;
}
