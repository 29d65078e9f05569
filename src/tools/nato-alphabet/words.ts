/** The NATO phonetic alphabet's words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

export const NATO_MESSAGES = {
  blankText: 'Please enter text to spell',
  blankWords: 'Please enter NATO words to read',
  /** The note for characters with no spelling word (text → NATO), the first few with their place. */
  noWord: (count: number, list: string) =>
    `${count === 1 ? 'One character has' : `${count} characters have`} no spelling word and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  /** The note for words that are not in the alphabet (NATO → text). */
  unknownWord: (count: number, list: string) =>
    `${count === 1 ? 'One word is' : `${count} words are`} not in the spelling alphabet and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  item: (text: string, line: number, column: number) => `'${text}' (line ${line}, column ${column})`,
  more: (count: number) => `and ${count} more`,
} as const;

export const NATO_FAULTS = defineFaultWords(fault, {
  blankText: { title: NATO_MESSAGES.blankText },
  blankWords: { title: NATO_MESSAGES.blankWords },
  tooLong: {
    title: ({ chars, limit }) =>
      `The text is too long to spell here: ${formatCount(chars)} characters; the most is ${formatCount(limit)}.`,
  },
});
