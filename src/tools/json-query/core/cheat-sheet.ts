/** The cheat sheets: common expressions of each language, worded, each a click away from the query field. */
export interface CheatSheetEntry {
  /** The expression, as it goes into the query field. */
  text: string;
  /** What it selects, in a few words. */
  description: string;
}

/** Written for the store document of the examples (a store with books and a bicycle). */
export const JSONPATH_CHEAT_SHEET: readonly CheatSheetEntry[] = [
  { text: '$', description: 'The whole document' },
  { text: '$.store.book[*].author', description: 'The author of every book' },
  { text: '$..author', description: 'Every author, at any depth' },
  { text: '$.store.*', description: 'Everything in the store' },
  { text: '$..price', description: 'Every price, at any depth' },
  { text: '$..book[2]', description: 'The third book' },
  { text: '$..book[-1:]', description: 'The last book' },
  { text: '$..book[0,1]', description: 'The first two books' },
  { text: '$..book[?(@.isbn)]', description: 'The books that have an ISBN' },
  { text: '$..book[?(@.price < 10)]', description: 'The books under 10' },
  { text: "$..book[?(@.category === 'fiction')].title", description: 'The titles of the fiction' },
  { text: '$..*', description: 'Every value in the document' },
  { text: '$.store.*~', description: "The store's keys (a JSONPath-Plus addition)" },
];

export const JQ_CHEAT_SHEET: readonly CheatSheetEntry[] = [
  { text: '.', description: 'The whole document' },
  { text: '.store.book[].author', description: 'The author of every book' },
  { text: '.. | .author? // empty', description: 'Every author, at any depth' },
  { text: '.store.book[] | select(.price < 10)', description: 'The books under 10' },
  { text: '.store.book | map(.title)', description: 'The titles, as an array' },
  { text: '[.store.book[] | {title, price}]', description: 'Each book with only its title and price' },
  { text: '.store.book | sort_by(.price) | reverse', description: 'The books, dearest first' },
  { text: '.store.book | length', description: 'How many books' },
  { text: '.store.book | map(.price) | add', description: 'The sum of the prices' },
  {
    text: '.store.book | group_by(.category) | map({category: .[0].category, count: length})',
    description: 'The books counted by category',
  },
  { text: '.store | keys', description: "The store's keys" },
  { text: '.store.book[] | "\\(.title) costs \\(.price)"', description: 'A sentence per book (string interpolation)' },
  { text: '[paths(scalars) | map(tostring) | join(".")]', description: 'The path of every value' },
  { text: '.store.bicycle | to_entries', description: 'The bicycle as key and value pairs' },
];
