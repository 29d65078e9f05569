import type { HiddenKind } from './core/hidden';

/** The kinds of hidden characters as the findings name them, one and many. */
const KIND_WORDS: Readonly<Record<HiddenKind, readonly [string, string]>> = {
  'zero-width': ['zero-width character', 'zero-width characters'],
  bidi: ['bidirectional control', 'bidirectional controls'],
  space: ['unusual space', 'unusual spaces'],
  control: ['control character', 'control characters'],
  lookalike: ['look-alike letter', 'look-alike letters'],
};

const counted = (count: number, kind: HiddenKind) => `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`;

/** 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The Unicode Inspector's words (one table, for translation). */
export const UNICODE_MESSAGES = {
  blank: 'Please enter some text to inspect',
  kind: (kind: HiddenKind) => KIND_WORDS[kind][0],
  noneFound:
    'No hidden characters: no zero-width characters, bidirectional controls, unusual spaces, control characters or look-alike letters.',
  found: (counts: Readonly<Partial<Record<HiddenKind, number>>>) => {
    const kinds = (Object.keys(KIND_WORDS) as HiddenKind[]).filter((kind) => counts[kind]);
    const total = kinds.reduce((sum, kind) => sum + counts[kind]!, 0);
    return `${total} hidden ${total === 1 ? 'character' : 'characters'}: ${listed(kinds.map((kind) => counted(counts[kind]!, kind)))}.`;
  },
  /** One finding: where, which character, what kind, and what it passes for. */
  finding: (line: number, column: number, codePoint: string, name: string, kind: HiddenKind, latin?: string) =>
    `Line ${line}, column ${column}: ${codePoint} ${name}, ${KIND_WORDS[kind][0]}${latin ? ` (looks like Latin ${latin})` : ''}`,
  tableHeader: ['#', 'Character', 'Code point', 'Name', 'Category', 'Script', 'UTF-8', 'UTF-16', 'HTML'],
  tableCut: (shown: number, total: number) =>
    `The table lists the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} code points.`,
  cleaned: (removed: readonly [HiddenKind, number][], replaced: readonly [HiddenKind, number][]) => {
    const parts = [];
    if (removed.length) parts.push(`Removed ${listed(removed.map(([kind, count]) => counted(count, kind)))}`);
    if (replaced.length) parts.push(`replaced ${listed(replaced.map(([kind, count]) => counted(count, kind)))}`);
    const sentence = parts.join('; ');
    return sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
  },
  nothingToClean: 'Nothing to clean: the text has no hidden characters.',
  keptLookalikes: (count: number) => ` ${counted(count, 'lookalike')} kept (Replace look-alike letters is off).`,
  /** The Marked text view (the input with its hidden characters shown). */
  marked: {
    tab: 'Marked text',
    empty: 'Type or paste text to see its hidden characters marked.',
    cut: (shown: number, total: number) =>
      `Marking the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} characters; Inspect lists them all.`,
    title: (codePoint: string, kind: HiddenKind, latin?: string) =>
      `${codePoint}, ${KIND_WORDS[kind][0]}${latin ? ` (looks like Latin ${latin})` : ''}`,
  },
  noName: {
    control: '<control>',
    privateUse: '<private use>',
    surrogate: '<surrogate>',
    noncharacter: '<noncharacter>',
    unassigned: '<unassigned>',
  },
} as const;
