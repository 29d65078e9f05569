import fc from 'fast-check';

/**
 * Any string of code points: ASCII, the Basic Multilingual Plane, astral characters (emoji) and lone
 * surrogate halves. Cheaper to start than fc.string({ unit: 'binary' }), whose first use builds large
 * tables and can take seconds on a busy machine.
 */
export const anyText = (maxLength = 40) =>
  fc.string({
    unit: fc
      .oneof(
        fc.integer({ min: 0, max: 0x7f }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0x10000, max: 0x10ffff }),
      )
      .map((cp) => String.fromCodePoint(cp)),
    maxLength,
  });

/** The pieces `[from, to)` of something `length` long cut at `cuts` (in any order; a repeated cut gives an empty piece). */
export function piecesAt(length: number, cuts: readonly number[]): [number, number][] {
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), length];
  return bounds.slice(1).map((to, i) => [bounds[i], to]);
}
