/** Words of a token (text between ASCII spaces) whose characters the fast table knows (others: ./segments). */
import {
  CHAR_TABLE,
  WORD_CLASS_MASK,
  DIGIT,
  EXTEND_NUM_LET,
  LETTER,
  MID_LETTER,
  MID_NUM,
  MID_NUM_LET,
  SINGLE_QUOTE,
} from './classes';

const isWordChar = (c: number) => c === LETTER || c === DIGIT || c === EXTEND_NUM_LET;

/** Whether the middle character `mid` joins the classes before and after it into one word (UAX #29 WB6-7, WB11-12). */
function joins(before: number, mid: number, after: number): boolean {
  if (before === LETTER && after === LETTER) return mid === MID_LETTER || mid === MID_NUM_LET || mid === SINGLE_QUOTE;
  if (before === DIGIT && after === DIGIT) return mid === MID_NUM || mid === MID_NUM_LET || mid === SINGLE_QUOTE;
  return false;
}

const classAt = (text: string, i: number) => CHAR_TABLE[text.charCodeAt(i)] & WORD_CLASS_MASK;

/**
 * The words of `text[start, end)`, whose characters are all of the fast table, as [start, end) pairs to `onWord`.
 * A run of letters, digits and `_` is one word, joined across one middle character between two letters or two
 * digits; a run of `_` alone is a word from two of them on (as ICU counts it).
 */
export function eachFastWord(text: string, start: number, end: number, onWord: (from: number, to: number) => void) {
  let i = start;
  while (i < end) {
    let c = classAt(text, i);
    if (!isWordChar(c)) {
      i++;
      continue;
    }
    const from = i;
    let wordLike = c !== EXTEND_NUM_LET;
    i++;
    while (i < end) {
      const next = classAt(text, i);
      if (isWordChar(next)) {
        wordLike ||= next !== EXTEND_NUM_LET;
        c = next;
        i++;
      } else if (i + 1 < end && joins(c, next, classAt(text, i + 1))) {
        c = classAt(text, i + 1);
        i += 2;
      } else break;
    }
    if (wordLike || i - from > 1) onWord(from, i);
  }
}
