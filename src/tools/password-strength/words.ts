/** The password strength checker's words, one catalogue: its report, its patterns and its view. */
export const PASSWORD_STRENGTH_MESSAGES = {
  blank: 'Enter a password',
  meterLabel: 'Strength',
  /** zxcvbn's meaning of each score, by the guesses it stands for. */
  scores: [
    'Too guessable: risky password (fewer than 10^3 guesses)',
    'Very guessable: protects from throttled online attacks (fewer than 10^6 guesses)',
    'Somewhat guessable: protects from unthrottled online attacks (fewer than 10^8 guesses)',
    'Safely unguessable: moderate protection from an offline attack on a slow hash (fewer than 10^10 guesses)',
    'Very unguessable: strong protection from an offline attack on a slow hash (10^10 guesses or more)',
  ],
  scoreNames: ['Too guessable', 'Very guessable', 'Somewhat guessable', 'Safely unguessable', 'Very unguessable'],
  score: (score: number, meaning: string) => `Score: ${score} of 4. ${meaning}`,
  guesses: (guesses: string, log10: string) => `Guesses: ${guesses} (log10: ${log10})`,
  crackTimes: 'Time to crack',
  attacks: {
    onlineThrottlingXPerHour: 'Online, throttled (100 guesses an hour)',
    onlineNoThrottlingXPerSecond: 'Online, not throttled (10 guesses a second)',
    offlineSlowHashingXPerSecond: 'Offline, slow hash such as bcrypt (10,000 guesses a second)',
    offlineFastHashingXPerSecond: 'Offline, fast hash such as SHA-1 (10 billion guesses a second)',
  },
  warning: (text: string) => `Warning: ${text}`,
  noWarning: 'Warning: none',
  suggestions: 'Suggestions:',
  noSuggestions: 'Suggestions: none',
  truncated: (max: number, length: number) =>
    `Only the first ${max} characters are checked (zxcvbn's limit): this password has ${length.toLocaleString('en-US')}.`,
  reportLabel: 'Report',
  patternsLabel: 'Patterns',
} as const;

/** The words of zxcvbn's matched patterns (its `sequence`), one line each. */
export const PATTERN_WORDS = {
  /** The dictionaries of zxcvbn-ts 4's common and English packages, by name (`passwords-common`, `seasons-en`…). */
  dictionaries: {
    passwords: 'common passwords',
    diceware: 'diceware words',
    commonWords: 'common English words',
    firstnames: 'first names',
    lastnames: 'last names',
    wikipedia: 'English Wikipedia words',
    cardinalNumbers: 'number words',
    ordinalNumbers: 'ordinal words',
    daysOfWeek: 'days of the week',
    months: 'months',
    seasons: 'seasons',
    timePeriods: 'time periods',
    rainbowColors: 'colours',
    directions: 'directions',
    intermediateDirections: 'directions',
    sizeProgression: 'sizes',
    militaryAlphabet: 'the military alphabet',
    planets: 'planets',
    zodiacSigns: 'zodiac signs',
    chineseZodiac: 'Chinese zodiac signs',
    userInputs: 'your own words',
  } as Readonly<Record<string, string>>,
  graphs: {
    qwerty: 'QWERTY keyboard',
    dvorak: 'Dvorak keyboard',
    keypad: 'keypad',
    keypadMac: 'Mac keypad',
  } as Readonly<Record<string, string>>,
  turns: (n: number) => `${n} turn${n === 1 ? '' : 's'}`,
  shiftedKeys: (n: number) => `${n} shifted key${n === 1 ? '' : 's'}`,
  reversed: 'reversed',
  l33t: (substitutions: string) => `l33t (${substitutions})`,
  dictionary: (word: string, source: string, rank: string, ways: string) =>
    `dictionary word "${word}" (${source}, rank ${rank})${ways ? `, ${ways}` : ''}`,
  repeat: (base: string, count: number) => `repeat of "${base}" ${count} times`,
  date: (date: string, separator: string) => `date ${date}${separator ? ` (separated by "${separator}")` : ''}`,
  spatial: (graph: string, turns: string, shifted: string) =>
    `keyboard pattern on the ${graph}, ${turns}${shifted ? `, ${shifted}` : ''}`,
  sequence: (ascending: boolean, name: string) => `${ascending ? 'ascending' : 'descending'} sequence (${name})`,
  recentYear: 'recent year',
  regex: (name: string) => `pattern ${name}`,
  separator: 'separator',
  bruteforce: 'no pattern: guessed by brute force',
  /** One line of the Patterns pane. */
  line: (n: number, token: string, from: number, to: number, pattern: string, guesses: string, log10: string) =>
    `${n}. "${token}" (characters ${from}-${to}): ${pattern}; ${guesses} guesses (log10 ${log10})`,
};
