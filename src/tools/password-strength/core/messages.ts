/** The password strength checker's words (one table, for translation). */
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
