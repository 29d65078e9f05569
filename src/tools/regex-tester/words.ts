/**
 * The regex tester's words: its faults, the match table and notes, the pattern's explanation, the library of common
 * patterns (the pattern's
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

/** The explanation's words, a line's code each (core/explain.ts), with its headings. */
export const EXPLAIN_MESSAGES = {
  emptyPattern: 'An empty pattern: it matches the empty text at every position.',
  flagsHeading: 'Flags',
  flags: {
    d: 'd: the start and end of every group are recorded (indices)',
    g: 'g: global, every match is found, not only the first',
    i: 'i: case is ignored',
    m: 'm: ^ and $ match at the start and end of every line',
    s: 's: the dot matches line breaks too (dotAll)',
    u: 'u: Unicode, code points, \\p{…} properties and strict syntax',
    v: 'v: Unicode sets, u with set operations (--, &&) and \\q{…} strings',
    y: 'y: sticky, a match must start exactly where the last one ended',
  } as Readonly<Record<string, string>>,
  patternHeading: 'Pattern',
  alternatives: (count: number) => `Either of ${count} alternatives`,
  alternative: (n: number) => `Alternative ${n}`,
  emptyAlternative: 'Nothing (matches the empty text)',
  capturing: (n: number) => `Capturing group ${n}`,
  named: (n: number, name: string) => `Capturing group ${n}, named "${name}"`,
  nonCapturing: 'Non-capturing group',
  modifiers: (on: string, off: string) =>
    `Group with flags${on ? ` ${on} on` : ''}${on && off ? ',' : ''}${off ? ` ${off} off` : ''}`,
  lookahead: 'Lookahead: followed by',
  negativeLookahead: 'Negative lookahead: not followed by',
  lookbehind: 'Lookbehind: preceded by',
  negativeLookbehind: 'Negative lookbehind: not preceded by',
  quantifier: (times: string, greedy: boolean) =>
    `${times}, ${greedy ? 'as many times as possible (greedy)' : 'as few times as possible (lazy)'}`,
  zeroOrMore: 'Zero or more times',
  oneOrMore: 'One or more times',
  optional: 'Optional (zero times or once)',
  exactly: (n: number) => `Exactly ${n} ${n === 1 ? 'time' : 'times'}`,
  atLeast: (n: number) => `${n} or more times`,
  between: (min: number, max: number) => `Between ${min} and ${max} times`,
  set: 'Any one character in the set',
  notInSet: 'Any one character not in the set',
  intersection: 'Any one character in all of these sets (intersection)',
  subtraction: 'Any one character of the first set that is in none of the others (subtraction)',
  range: (from: string, to: string) => `A character from ${from} to ${to}`,
  strings: 'One of these strings',
  string: (text: string) => `The string "${text}"`,
  escapes: {
    d: 'A digit (0-9)',
    D: 'Any character but a digit',
    w: 'A word character (a letter, a digit or _)',
    W: 'Any character but a word character',
    s: 'A whitespace character (space, tab, line break…)',
    S: 'Any character but whitespace',
  } as Readonly<Record<string, string>>,
  property: (name: string) => `A character with the Unicode property ${name}`,
  notProperty: (name: string) => `A character without the Unicode property ${name}`,
  character: (shown: string) => `The character ${shown}`,
  text: (shown: string) => `The text ${shown}`,
  dot: 'Any character except a line break',
  dotAll: 'Any character, line breaks included',
  start: 'The start of the text',
  lineStart: 'The start of a line',
  end: 'The end of the text',
  lineEnd: 'The end of a line',
  boundary: 'A word boundary',
  notBoundary: 'Not a word boundary',
  backReference: (n: number) => `The same text group ${n} matched (back-reference)`,
  namedReference: (name: string) => `The same text the group "${name}" matched (back-reference)`,
  other: (type: string) => `A ${type} token`,
  unparsed: (reason: string) => `The parser cannot explain this pattern (${reason}), though JavaScript takes it.`,
} as const;
