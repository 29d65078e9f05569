/** The Unicode Inspector's results in words: the findings, the character table and the clean-up note. */
import { structuredOutputs, type Structured } from '../../core/shared/structured';
import {
  categoryOf,
  cleanUp,
  codePointLabel,
  findHidden,
  htmlEntity,
  invisibleLabel,
  loadNames,
  scriptOf,
  TABLE_MAX_CODE_POINTS,
  utf16Units,
  utf8Bytes,
  type Hidden,
  type HiddenKind,
  type NameTable,
  type UnicodeOptions,
} from './core';
import { UNICODE_MESSAGES } from './words';

/** The C0 controls' and DEL's names (the UCD's Name_Alias: they have no Name). */
const CONTROL_NAMES =
  'NULL|START OF HEADING|START OF TEXT|END OF TEXT|END OF TRANSMISSION|ENQUIRY|ACKNOWLEDGE|BELL|BACKSPACE|CHARACTER TABULATION|LINE FEED|LINE TABULATION|FORM FEED|CARRIAGE RETURN|SHIFT OUT|SHIFT IN|DATA LINK ESCAPE|DEVICE CONTROL ONE|DEVICE CONTROL TWO|DEVICE CONTROL THREE|DEVICE CONTROL FOUR|NEGATIVE ACKNOWLEDGE|SYNCHRONOUS IDLE|END OF TRANSMISSION BLOCK|CANCEL|END OF MEDIUM|SUBSTITUTE|ESCAPE|INFORMATION SEPARATOR FOUR|INFORMATION SEPARATOR THREE|INFORMATION SEPARATOR TWO|INFORMATION SEPARATOR ONE'.split(
    '|',
  );

/** A code point's name, or for one without a Name what it is ('<control> LINE FEED', '<private use>'). */
export function displayName(names: NameTable, cp: number): string {
  const name = names.nameOf(cp);
  if (name !== null) return name;
  const { noName } = UNICODE_MESSAGES;
  const category = categoryOf(cp);
  if (category === 'Cc')
    return cp < 0x20
      ? `${noName.control} ${CONTROL_NAMES[cp]}`
      : cp === 0x7f
        ? `${noName.control} DELETE`
        : noName.control;
  if (category === 'Co') return noName.privateUse;
  if (category === 'Cs') return noName.surrogate;
  if ((cp & 0xfffe) === 0xfffe || (cp >= 0xfdd0 && cp <= 0xfdef)) return noName.noncharacter;
  return noName.unassigned;
}

/** A character as the table shows it: a hidden one by its label, a control as its picture, a mark on a circle. */
function shown(cp: number, hidden: Hidden | undefined): string {
  if (hidden && hidden.kind !== 'lookalike') return `[${hidden.label}]`;
  const label = invisibleLabel(cp);
  if (label) return `[${label}]`;
  if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
  if (cp === 0x7f) return '\u2421';
  if (/\p{M}/u.test(String.fromCodePoint(cp))) return `\u25cc${String.fromCodePoint(cp)}`;
  return String.fromCodePoint(cp);
}

/** The table of the text's code points, one row each, numbered by character (grapheme cluster). */
function characterTable(text: string, names: NameTable, hidden: readonly Hidden[]) {
  const byIndex = new Map(hidden.map((found) => [found.index, found]));
  const rows: string[][] = [];
  let count = 0;
  let character = 0;
  // The segmenter is given only the table's part of the text: on a megabyte each step took it ~5 ms (V8, ICU).
  const head = text.slice(0, 2 * TABLE_MAX_CODE_POINTS + 1);
  for (const { segment, index: start } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(head)) {
    character++;
    for (let i = 0; i < segment.length && count < TABLE_MAX_CODE_POINTS; count++) {
      const cp = segment.codePointAt(i)!;
      const cells = [character, shown(cp, byIndex.get(start + i)), codePointLabel(cp), displayName(names, cp)];
      rows.push([...cells, categoryOf(cp), scriptOf(cp), utf8Bytes(cp), utf16Units(cp), htmlEntity(cp)].map(String));
      i += cp > 0xffff ? 2 : 1;
    }
    if (count >= TABLE_MAX_CODE_POINTS) break;
  }
  const total = [...text].length;
  const table: Structured = [{ kind: 'table', columns: UNICODE_MESSAGES.tableHeader, rows }];
  return { table, note: total > count ? UNICODE_MESSAGES.tableCut(count, total) : undefined };
}

/** The findings: a summary, then one line per hidden character. */
function findingsText(names: NameTable, hidden: readonly Hidden[]): string {
  if (hidden.length === 0) return UNICODE_MESSAGES.noneFound + '\n';
  const counts: Partial<Record<HiddenKind, number>> = {};
  for (const { kind } of hidden) counts[kind] = (counts[kind] ?? 0) + 1;
  const lines = hidden.map(({ line, column, codePoint, kind, label }) =>
    UNICODE_MESSAGES.finding(
      line,
      column,
      codePointLabel(codePoint),
      displayName(names, codePoint),
      kind,
      kind === 'lookalike' ? label : undefined,
    ),
  );
  return [UNICODE_MESSAGES.found(counts), '', ...lines].join('\n') + '\n';
}

/** What an action gives: its outputs by id and notes under them (the kit's result, without the kit's types). */
export interface UnicodeResult {
  outputs: Record<string, string>;
  notes?: Record<string, string>;
  /** Inspect's character table (see core/shared/structured); its aligned text is `outputs.characters`. */
  structured?: Record<string, Structured>;
}

/** Inspect: the findings and the character table. */
export async function inspectText(text: string): Promise<UnicodeResult> {
  const names = await loadNames();
  const hidden = findHidden(text);
  const { table, note } = characterTable(text, names, hidden);
  const { outputs, structured } = structuredOutputs({ characters: table });
  return {
    outputs: { findings: findingsText(names, hidden), ...outputs },
    structured,
    ...(note && { notes: { characters: note } }),
  };
}

/** Clean Up: the text without its hidden characters, and a note of what went. */
export function cleanText(text: string, options: UnicodeOptions): UnicodeResult {
  const { text: cleaned, counts } = cleanUp(text, options);
  const entries = Object.entries(counts).filter(([, count]) => count > 0) as [HiddenKind, number][];
  const replaces = (kind: HiddenKind) => kind === 'space' || kind === 'lookalike';
  const kept = options.lookalikes ? 0 : findHidden(text).filter(({ kind }) => kind === 'lookalike').length;
  const note =
    (entries.length === 0
      ? UNICODE_MESSAGES.nothingToClean
      : UNICODE_MESSAGES.cleaned(
          entries.filter(([kind]) => !replaces(kind)),
          entries.filter(([kind]) => replaces(kind)),
        )) + (kept ? UNICODE_MESSAGES.keptLookalikes(kept) : '');
  return { outputs: { output: cleaned }, notes: { output: note } };
}

/** Both actions by id, as the worker runs them and the examples test them. */
export const runUnicodeAction = (action: string, text: string, options: UnicodeOptions): Promise<UnicodeResult> =>
  action === 'clean' ? Promise.resolve(cleanText(text, options)) : inspectText(text);
