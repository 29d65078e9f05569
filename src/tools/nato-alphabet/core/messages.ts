/** The NATO phonetic alphabet's words (one table, for translation). */
export const NATO_MESSAGES = {
  blankText: 'Please enter text to spell',
  blankWords: 'Please enter NATO words to read',
  tooLong: (chars: string, limit: string) =>
    `The text is too long to spell here: ${chars} characters; the most is ${limit}.`,
  /** The note for characters with no spelling word (text → NATO), the first few with their place. */
  noWord: (count: number, list: string) =>
    `${count === 1 ? 'One character has' : `${count} characters have`} no spelling word and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  /** The note for words that are not in the alphabet (NATO → text). */
  unknownWord: (count: number, list: string) =>
    `${count === 1 ? 'One word is' : `${count} words are`} not in the spelling alphabet and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  item: (text: string, line: number, column: number) => `'${text}' (line ${line}, column ${column})`,
  more: (count: number) => `and ${count} more`,
} as const;
