/** What the colour readers say of a text that is not a colour (one table, for translation). */
import { fault } from '../../core/shared/colour/faults';
import { defineFaultWords } from '../../core/shared/fault-words';

/** Error text of the HEX to RGB tool (spec section 5). */
export const INVALID_HEX_MESSAGE = 'Please enter a valid hex color (e.g., #FFF or #FFFFFF)';

export const COLOUR_FAULTS = defineFaultWords(fault, {
  invalidHex: { title: INVALID_HEX_MESSAGE },
  blank: { title: 'Type a CSS color, e.g. #ff8800, rgb(255 136 0), oklch(70% 0.19 48) or cmyk(0%, 47%, 100%, 0%).' },
  tooLong: { title: ({ max }) => `A color is at most ${max} characters long` },
  unknownFunction: { title: ({ name, column }) => `Unknown color function '${name}' at column ${column}` },
  unknownName: { title: ({ name }) => `Unknown color name '${name}'` },
  unknownSpace: {
    title: ({ space, column }) =>
      `Unknown color() space '${space}' at column ${column} (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65)`,
  },
  colorSpaceMissing: {
    title: ({ column }) => `color() needs a space first, e.g. color(display-p3 1 0 0) (column ${column})`,
  },
  notColour: { title: ({ text }) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}' is not a CSS color` },
  hexDigit: { title: ({ char, column }) => `'${char}' at column ${column} is not a hex digit` },
  hexLength: { title: ({ digits }) => `A hex color has 3, 4, 6 or 8 digits, not ${digits}` },
  missingClose: { title: ({ column }) => `Missing ')' at column ${column}` },
  afterClose: { title: ({ text, column }) => `Unexpected '${text}' after ')' at column ${column}` },
  notNumber: { title: ({ token, column }) => `Expected a number at column ${column}, found '${token}'` },
  valueCount: {
    title: ({ name, found }) =>
      `${name}() takes 3 values and an optional alpha, found ${found === 1 ? '1 value' : `${found} values`}`,
  },
  badValues: {
    title: ({ name }) => `${name}() does not take these values: check their units, and do not mix commas and spaces`,
  },
  cmykCount: { title: ({ found }) => `CMYK takes 4 values and an optional alpha after '/', found ${found}` },
  cmykRange: { title: ({ token, column }) => `CMYK value '${token}' at column ${column} is outside 0-100%` },
  cmykFraction: {
    title: ({ token, column }) =>
      `CMYK value '${token}' at column ${column} is outside 0-1: write a percentage as ${token}%`,
  },
});
