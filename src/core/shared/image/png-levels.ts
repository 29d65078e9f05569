/** oxipng's levels: 1 is quick, 6 tries the most filter and compression combinations. 0 here means off. */
export const PNG_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
export type PngLevel = (typeof PNG_LEVELS)[number];
/**
 * Level 1: on a 12 MP photo it halves the png crate's output in about 7 s (measured under load); level 2, oxipng's own
 * default, saves 5 % more in 3.5 times as long, and 3 another 2 % in twice that again.
 */
export const PNG_LEVEL_DEFAULT: PngLevel = 1;
