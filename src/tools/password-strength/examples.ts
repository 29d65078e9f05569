import type { PasswordStrengthOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test: zxcvbn-ts 4.2's results for known passwords. */
export const EXAMPLES: readonly KitExample<PasswordStrengthOptions>[] = [
  {
    name: 'A most common password',
    input: 'password',
    expect: {
      report:
        'Score: 0 of 4. Too guessable: risky password (fewer than 10^3 guesses)\nGuesses: 3 (log10: 0.48)\n\nTime to crack:\n  Online, throttled (100 guesses an hour): 2 minutes\n  Online, not throttled (10 guesses a second): less than a second\n  Offline, slow hash such as bcrypt (10,000 guesses a second): less than a second\n  Offline, fast hash such as SHA-1 (10 billion guesses a second): less than a second\n\nWarning: This is a heavily used password.\nSuggestions:\n  - Add more words that are less common.\n',
      patterns:
        '1. "password" (characters 1-8): dictionary word "password" (common passwords, rank 2); 2 guesses (log10 0.30)\n',
    },
  },
  {
    name: 'A passphrase of four words',
    input: 'correct horse battery staple',
    expect: {
      report:
        'Score: 4 of 4. Very unguessable: strong protection from an offline attack on a slow hash (10^10 guesses or more)\nGuesses: 5.3 \u00d7 10^19 (log10: 19.72)\n\nTime to crack:\n  Online, throttled (100 guesses an hour): centuries\n  Online, not throttled (10 guesses a second): centuries\n  Offline, slow hash such as bcrypt (10,000 guesses a second): centuries\n  Offline, fast hash such as SHA-1 (10 billion guesses a second): centuries\n\nWarning: none\nSuggestions: none\n',
      patterns:
        '1. "correct" (characters 1-7): dictionary word "correct" (diceware words, rank 1,320); 1,320 guesses (log10 3.12)\n2. " horse " (characters 8-14): no pattern: guessed by brute force; 1.0 \u00d7 10^7 guesses (log10 7.00)\n3. "battery" (characters 15-21): dictionary word "battery" (diceware words, rank 529); 529 guesses (log10 2.72)\n4. " " (characters 22-22): separator; 10 guesses (log10 1.00)\n5. "staple" (characters 23-28): dictionary word "staple" (diceware words, rank 6,292); 6,292 guesses (log10 3.80)\n',
    },
  },
  {
    name: 'Look-alike characters (l33t)',
    input: 'P@ssw0rd',
    expect: {
      report:
        "Score: 0 of 4. Too guessable: risky password (fewer than 10^3 guesses)\nGuesses: 17 (log10: 1.23)\n\nTime to crack:\n  Online, throttled (100 guesses an hour): 10 minutes\n  Online, not throttled (10 guesses a second): 2 seconds\n  Offline, slow hash such as bcrypt (10,000 guesses a second): less than a second\n  Offline, fast hash such as SHA-1 (10 billion guesses a second): less than a second\n\nWarning: This is similar to a commonly used password.\nSuggestions:\n  - Add more words that are less common.\n  - Capitalize more than the first letter.\n  - Avoid predictable letter substitutions like '@' for 'a'.\n",
      patterns:
        '1. "P@ssw0rd" (characters 1-8): dictionary word "password" (common passwords, rank 2), l33t (@ -> a, 0 -> o); 16 guesses (log10 1.20)\n',
    },
  },
  {
    name: 'A date',
    input: '1987-12-24',
    expect: {
      report:
        'Score: 1 of 4. Very guessable: protects from throttled online attacks (fewer than 10^6 guesses)\nGuesses: 56,941 (log10: 4.76)\n\nTime to crack:\n  Online, throttled (100 guesses an hour): 24 days\n  Online, not throttled (10 guesses a second): 2 hours\n  Offline, slow hash such as bcrypt (10,000 guesses a second): 6 seconds\n  Offline, fast hash such as SHA-1 (10 billion guesses a second): less than a second\n\nWarning: Dates are easy to guess.\nSuggestions:\n  - Add more words that are less common.\n  - Avoid dates and years that are associated with you.\n',
      patterns: '1. "1987-12-24" (characters 1-10): date 1987-12-24 (separated by "-"); 56,940 guesses (log10 4.76)\n',
    },
  },
  {
    name: 'A keyboard row',
    input: 'zxcvbnm,./',
    expect: {
      report:
        'Score: 1 of 4. Very guessable: protects from throttled online attacks (fewer than 10^6 guesses)\nGuesses: 3,889 (log10: 3.59)\n\nTime to crack:\n  Online, throttled (100 guesses an hour): 2 days\n  Online, not throttled (10 guesses a second): 6 minutes\n  Offline, slow hash such as bcrypt (10,000 guesses a second): less than a second\n  Offline, fast hash such as SHA-1 (10 billion guesses a second): less than a second\n\nWarning: Straight rows of keys on your keyboard are easy to guess.\nSuggestions:\n  - Add more words that are less common.\n  - Use longer keyboard patterns and change typing direction multiple times.\n',
      patterns:
        '1. "zxcvbnm,./" (characters 1-10): keyboard pattern on the QWERTY keyboard, 1 turn; 3,888 guesses (log10 3.59)\n',
    },
  },
];
