/** What the CSS colour reader says of a text that is not a colour (one table, for translation). */
export const COLOUR_PARSE_MESSAGES = {
  blank: 'Type a CSS color, e.g. #ff8800, rgb(255 136 0), oklch(70% 0.19 48) or cmyk(0%, 47%, 100%, 0%).',
  tooLong: (max: number) => `A color is at most ${max} characters long`,
  unknownFunction: (name: string, column: number) => `Unknown color function '${name}' at column ${column}`,
  unknownName: (name: string) => `Unknown color name '${name}'`,
  unknownSpace: (space: string, column: number) =>
    `Unknown color() space '${space}' at column ${column} (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65)`,
  colorSpaceMissing: (column: number) => `color() needs a space first, e.g. color(display-p3 1 0 0) (column ${column})`,
  notColour: (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}' is not a CSS color`,
  hexDigit: (char: string, column: number) => `'${char}' at column ${column} is not a hex digit`,
  hexLength: (digits: number) => `A hex color has 3, 4, 6 or 8 digits, not ${digits}`,
  missingClose: (column: number) => `Missing ')' at column ${column}`,
  afterClose: (text: string, column: number) => `Unexpected '${text}' after ')' at column ${column}`,
  notNumber: (token: string, column: number) => `Expected a number at column ${column}, found '${token}'`,
  valueCount: (name: string, found: number) =>
    `${name}() takes 3 values and an optional alpha, found ${found === 1 ? '1 value' : `${found} values`}`,
  badValues: (name: string) =>
    `${name}() does not take these values: check their units, and do not mix commas and spaces`,
  cmykCount: (found: number) => `CMYK takes 4 values and an optional alpha after '/', found ${found}`,
  cmykRange: (token: string, column: number) => `CMYK value '${token}' at column ${column} is outside 0-100%`,
  cmykFraction: (token: string, column: number) =>
    `CMYK value '${token}' at column ${column} is outside 0-1: write a percentage as ${token}%`,
} as const;
