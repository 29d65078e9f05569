/** The regex tester's words: its faults and the library of common patterns (the pattern's faults: user-regex). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';
import { COMMON_PATTERNS, type CommonPattern } from './core/patterns';

const number = (n: number) => n.toLocaleString('en-US');

export const REGEX_TESTER_FAULTS = defineFaultWords(fault, {
  replacedTooLong: {
    title: 'Result too long',
    description: ({ length, limit }) =>
      `The replaced text would be ${number(length)} characters long: the limit is ${number(limit)} (JavaScript's longest string is about 536 million). $\`, $' and $& copy the text around each match.`,
  },
});

/** The library of common patterns: the pattern field's cheat sheet. */
export const LIBRARY_MESSAGES = {
  heading: 'Common patterns',
  email: 'Email address',
  url: 'URL (http or https)',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address (full or shortened)',
  uuid: 'UUID',
  isoDate: 'ISO 8601 date, with an optional time',
  semver: 'Semantic version (named groups)',
} as const satisfies Record<CommonPattern | 'heading', string>;

/** The cheat sheet's entries: a click puts the pattern in the field. */
export const PATTERN_LIBRARY: readonly { text: string; description: string }[] = (
  Object.keys(COMMON_PATTERNS) as CommonPattern[]
).map((key) => ({ text: COMMON_PATTERNS[key], description: LIBRARY_MESSAGES[key] }));
