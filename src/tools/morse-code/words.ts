/** The Morse code translator's words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

export const MORSE_MESSAGES = {
  blankText: 'Please enter text to translate',
  blankMorse: 'Please enter Morse code to translate',
  /** The note under the output for characters with no Morse code (text → Morse), the first few with their place. */
  noCode: (count: number, list: string) =>
    `${count === 1 ? 'One character has' : `${count} characters have`} no Morse code and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  /** The note for codes that are not Morse letters, or characters that are not dots and dashes (Morse → text). */
  unknownCode: (count: number, list: string) =>
    `${count === 1 ? 'One code is' : `${count} codes are`} not in the Morse alphabet and ${count === 1 ? 'was' : 'were'} left out: ${list}.`,
  /** One unknown item: its text and where it is. */
  item: (text: string, line: number, column: number) => `'${text}' (line ${line}, column ${column})`,
  more: (count: number) => `and ${count} more`,
  /** The player. */
  playerLabel: 'Listen',
  play: 'Play',
  stop: 'Stop',
  light: 'Signal light',
  lightOn: 'On',
  lightOff: 'Off',
  nothingToPlay: 'Type text or Morse code to play it.',
  playing: (seconds: string) => `Playing, ${seconds} s in all`,
  stopped: (seconds: string) => `Ready: ${seconds} s at this speed`,
  playCapped: (elements: number) => `Plays the first ${elements.toLocaleString('en')} dots and dashes.`,
  noAudio: 'This browser cannot play audio (no Web Audio).',
} as const;

export const MORSE_FAULTS = defineFaultWords(fault, {
  blankText: { title: MORSE_MESSAGES.blankText },
  blankMorse: { title: MORSE_MESSAGES.blankMorse },
  tooLong: {
    title: ({ chars, limit }) =>
      `The text is too long to translate here: ${formatCount(chars)} characters; the most is ${formatCount(limit)}.`,
  },
});
