/** The calculator's options: mathjs's number type and the precision of its big numbers. Light: no mathjs here. */
export interface MathOptions {
  /** mathjs's `number` config: exact decimals to `precision` digits, exact fractions, or IEEE 754 doubles. */
  numbers: 'BigNumber' | 'Fraction' | 'number';
  /** Significant digits of BigNumber arithmetic and of every result shown. */
  precision: '16' | '32' | '64';
}

export const MATH_DEFAULTS: MathOptions = { numbers: 'BigNumber', precision: '32' };

/** The longest input: a page of expressions. */
export const MAX_MATH_CHARS = 20_000;
