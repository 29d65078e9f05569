/**
 * The ICAO/NATO spelling alphabet (ICAO Annex 10, the NATO alphabet's spellings: Alfa, Juliett), its figures as
 * words or with ICAO's pronunciations (Tree, Fower, Fife, Niner), and common punctuation by name.
 */
export const NATO_LETTERS: Readonly<Record<string, string>> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliett',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
};

export const NATO_DIGITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
/** ICAO's radiotelephony pronunciations of the figures. */
export const ICAO_DIGITS = ['Zero', 'Wun', 'Too', 'Tree', 'Fower', 'Fife', 'Six', 'Seven', 'Ait', 'Niner'];

export const NATO_PUNCTUATION: Readonly<Record<string, string>> = {
  '.': 'Dot',
  ',': 'Comma',
  '-': 'Dash',
  _: 'Underscore',
  '/': 'Slash',
  '\\': 'Backslash',
  '@': 'At',
  '?': 'Question mark',
  '!': 'Exclamation mark',
  ':': 'Colon',
  ';': 'Semicolon',
  "'": 'Apostrophe',
  '"': 'Quote',
  '(': 'Open parenthesis',
  ')': 'Close parenthesis',
  '&': 'Ampersand',
  '+': 'Plus',
  '=': 'Equals',
  '#': 'Hash',
  '*': 'Asterisk',
  '%': 'Percent',
  $: 'Dollar',
};

/** Other spellings and names read back (lower case): the alphabet's common variants and ICAO's words for '.'. */
export const NATO_ALIASES: Readonly<Record<string, string>> = {
  alpha: 'A',
  juliet: 'J',
  whisky: 'W',
  xray: 'X',
  'x ray': 'X',
  stop: '.',
  decimal: '.',
  period: '.',
  point: '.',
  hyphen: '-',
  minus: '-',
  niner: '9',
};
