/**
 * Line-by-line translators that leave out what they cannot translate (a character with no Morse code, a word that is
 * no spelling word) and name the first few of them with their line and column, keeping the text's line breaks.
 */

/** Something left out, and where: 1-based line, column in UTF-16 units as editors count. */
export interface LeftOut {
  text: string;
  line: number;
  column: number;
}

/** A translation's text, the first LISTED_LEFT_OUT things left out in order, and how many there were in all. */
export interface LineTranslation {
  output: string;
  unknown: LeftOut[];
  unknownCount: number;
}

/** Left-out things named one by one in a note; the others are counted. */
export const LISTED_LEFT_OUT = 5;

/** Collects what a translation left out. */
export class LeftOutList {
  readonly listed: LeftOut[] = [];
  count = 0;

  add(text: string, line: number, column: number) {
    if (this.listed.length < LISTED_LEFT_OUT) this.listed.push({ text, line, column });
    this.count++;
  }
}

const LINE_BREAK = /(\r\n|\n|\r)/;

/** Translates `text` line by line, keeping each line break as it is. */
export function translateLines(
  text: string,
  translate: (line: string, lineNumber: number, leftOut: LeftOutList) => string,
): LineTranslation {
  const leftOut = new LeftOutList();
  const parts = text.split(LINE_BREAK);
  for (let i = 0; i < parts.length; i += 2) parts[i] = translate(parts[i], i / 2 + 1, leftOut);
  return { output: parts.join(''), unknown: leftOut.listed, unknownCount: leftOut.count };
}

const isBlank = (char: string) => char === ' ' || char === '\t' || (char > '\x7f' && /\s/.test(char));

/**
 * One line spelled character by character (Morse codes, NATO words): each character's spelling a space apart,
 * the line's words `wordGap` apart; a character `spellingOf` has nothing for is left out with its column.
 */
export function spellLine(
  line: string,
  lineNumber: number,
  spellingOf: ReadonlyMap<string, string>,
  wordGap: string,
  leftOut: LeftOutList,
): string {
  const words: string[] = [];
  let spelled: string[] = [];
  let column = 1;
  for (const char of line) {
    if (isBlank(char)) {
      if (spelled.length) words.push(spelled.join(' '));
      spelled = [];
    } else {
      const spelling = spellingOf.get(char);
      if (spelling) spelled.push(spelling);
      else leftOut.add(char, lineNumber, column);
    }
    column += char.length;
  }
  if (spelled.length) words.push(spelled.join(' '));
  return words.join(wordGap);
}

/** How a tool words the list: one thing with its place, and the count of the rest. */
export interface LeftOutWords {
  item: (text: string, line: number, column: number) => string;
  more: (count: number) => string;
}

/** The things left out as a list in words ('x' (line 1, column 2), …, and 3 more); undefined when none. */
export function leftOutList({ unknown, unknownCount }: Omit<LineTranslation, 'output'>, words: LeftOutWords) {
  if (unknownCount === 0) return undefined;
  const items = unknown.map(({ text, line, column }) => words.item(text, line, column));
  if (unknownCount > unknown.length) items.push(words.more(unknownCount - unknown.length));
  return items.join(', ');
}
