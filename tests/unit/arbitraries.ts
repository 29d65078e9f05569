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
