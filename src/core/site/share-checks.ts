import type { ShareValue } from './share-link';

/**
 * Checks for the options a share link carries. A link can be edited by hand, so a view applies a value only when
 * its check passes: one of the tool's own choices, a number in its range, a text of bounded length.
 */
export type ShareCheck<T extends ShareValue> = (value: unknown) => value is T;

export const isBoolean: ShareCheck<boolean> = (value): value is boolean => typeof value === 'boolean';

/** One of `choices` (a select's options). */
export const oneOf =
  <T extends string | number>(choices: readonly T[]): ShareCheck<T> =>
  (value): value is T =>
    (choices as readonly unknown[]).includes(value);

/** A whole number from `min` to `max`, on a slider's steps from `min`. */
export const intBetween =
  (min: number, max: number, step = 1): ShareCheck<number> =>
  (value): value is number =>
    Number.isInteger(value) &&
    (value as number) >= min &&
    (value as number) <= max &&
    ((value as number) - min) % step === 0;

/** A text of at most `max` characters. */
export const textUpTo =
  (max: number): ShareCheck<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length <= max;

/** A text matching `pattern` whole (anchor it), such as a '#rrggbb' colour. */
export const textMatching =
  (pattern: RegExp): ShareCheck<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length <= 1000 && pattern.test(value);

/** A list of distinct `choices` (several algorithms, say). */
export const subsetOf =
  <T extends string>(choices: readonly T[]): ShareCheck<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) &&
    value.every((item) => (choices as readonly unknown[]).includes(item)) &&
    new Set(value).size === value.length;
