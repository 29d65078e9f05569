/**
 * The regex tester's words: its faults, the match table and notes, the library of common patterns (the pattern's
 * faults are shared/user-regex's).
 */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';
import { COMMON_PATTERNS, type CommonPattern } from './core/patterns';

const number = (n: number) => n.toLocaleString('en-US');

/** The match table's columns and the notes under a run. */
export const REGEX_TESTER_MESSAGES = {
  /** A cell of the match table for a group that took no part in the match. */
  unmatched: '–',
  matchColumn: 'Match',
  indexColumn: 'Index',
  numberColumn: '#',
  noMatches: 'No matches.',
  typePattern: 'Type a pattern to see its matches.',
  matchCount: (count: number) => (count === 1 ? '1 match' : `${count.toLocaleString('en-US')} matches`),
  firstOnly: 'Without the g flag only the first match is found: add g to find them all.',
  listedFirst: (listed: number, count: number) =>
    `The table lists the first ${listed.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} matches.`,
  markedFirst: (marked: number) => `The first ${marked.toLocaleString('en-US')} matches are highlighted in the text.`,
  replacedFirst: 'Without the g flag only the first match is replaced.',
  pieces: (count: number) => (count === 1 ? '1 piece' : `${count.toLocaleString('en-US')} pieces`),
  splitGroups: 'The text each capturing group matched is a piece of its own, between the pieces it separates.',
} as const;

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
