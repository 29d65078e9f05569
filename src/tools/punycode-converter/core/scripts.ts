/** The scripts of a label's letters, to flag labels that mix them (a Cyrillic 'а' in a Latin name). */

/** Scripts told apart, by their Unicode property name; letters of others count as 'Other'. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Cherokee',
] as const;

const TESTS = SCRIPTS.map((name) => ({ name, test: new RegExp(`\\p{Script=${name}}`, 'u') }));

/** Scripts written together in one language: Japanese, Korean, Chinese with its phonetics. */
const TOGETHER: readonly (readonly string[])[] = [
  ['Han', 'Hiragana', 'Katakana', 'Latin'],
  ['Han', 'Hangul', 'Latin'],
  ['Han', 'Bopomofo', 'Latin'],
];

/** The scripts of the letters of a label, in order of first use. */
export function scriptsOf(label: string): string[] {
  const found = new Set<string>();
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(TESTS.find(({ test }) => test.test(char))?.name ?? 'Other');
  }
  return [...found];
}

/**
 * The scripts a label mixes when that is suspect (none otherwise): two or more scripts, unless they are written
 * together (Japanese kanji and kana; these with Latin as in brand names is common too).
 */
export function mixedScripts(label: string): string[] {
  const scripts = scriptsOf(label);
  if (scripts.length < 2) return [];
  return TOGETHER.some((set) => scripts.every((name) => set.includes(name))) ? [] : scripts;
}
