/**
 * A long text counted in two parts at once (two workers), cut after a line feed, and the parts merged: the same
 * counts as the whole text counted in one go. Only lines, paragraphs and sentences run across a line feed, so a
 * part keeps what its start did to a paragraph or sentence left open before it, and what it leaves open itself.
 */
import type { TextCounts } from './counts';
import { TopWords } from './top-words';

/** What a sentence left open before a part became in it, until that is known: still open, or (then) this. */
export const LEAD_OPEN = 0;
/** Still open, after a terminator that a space would end it at. */
export const LEAD_OPEN_ENDING = 1;
/** It ended before the part's first word: counted once more than the part counted. */
export const LEAD_ENDED = 2;
/** It went on into the part's first sentence: counted with it. */
export const LEAD_JOINED = 3;
export type SentenceLead = typeof LEAD_OPEN | typeof LEAD_OPEN_ENDING | typeof LEAD_ENDED | typeof LEAD_JOINED;

/** The counts of a part (structured-cloneable, to move between workers), see `TextCounter.finishPart`. */
export interface CounterPart {
  /** The counts, without a sentence left open at the end. */
  counts: Omit<TextCounts, 'topWords'>;
  topWords: [string, number][];
  approximate: boolean;
  /** Whether a sentence was still open at the end (it has words and no end yet). */
  openSentence: boolean;
  /** Whether its first paragraph began before any blank line (it continues a paragraph open before it). */
  opensWithParagraph: boolean;
  /** What a sentence open before it became (LEAD_OPEN, LEAD_ENDED or LEAD_JOINED). */
  sentenceLead: SentenceLead;
  /** Whether a paragraph was open at the end. */
  inParagraph: boolean;
}

/** The counts of `first` and `second` joined, where `first` ends with a line feed. */
export function mergeParts(first: CounterPart, second: CounterPart): TextCounts {
  const a = first.counts;
  const b = second.counts;
  const carried = first.openSentence ? second.sentenceLead : LEAD_JOINED;
  const stillOpen = second.openSentence || (first.openSentence && second.sentenceLead === LEAD_OPEN);
  return {
    graphemes: a.graphemes + b.graphemes,
    codePoints: a.codePoints + b.codePoints,
    utf16Units: a.utf16Units + b.utf16Units,
    utf8Bytes: a.utf8Bytes + b.utf8Bytes,
    words: a.words + b.words,
    sentences: a.sentences + b.sentences + (carried === LEAD_ENDED ? 1 : 0) + (stillOpen ? 1 : 0),
    lines: a.lines + b.lines,
    paragraphs: a.paragraphs + b.paragraphs - (first.inParagraph && second.opensWithParagraph ? 1 : 0),
    longestLine: longerLine(a.longestLine, b.longestLine, a.lines),
    topWords: joinedTopWords(first, second),
  };
}

/** The longer line of two parts (the first on a tie), numbered in the whole text. */
function longerLine(a: TextCounts['longestLine'], b: TextCounts['longestLine'], linesBefore: number) {
  if (!b || (a && a.chars >= b.chars)) return a;
  return { line: b.line + linesBefore, chars: b.chars };
}

function joinedTopWords(first: CounterPart, second: CounterPart): TopWords {
  const words = new TopWords();
  for (const [word, n] of first.topWords) words.addKey(word, n);
  for (const [word, n] of second.topWords) words.addKey(word, n);
  words.approximate ||= first.approximate || second.approximate;
  return words;
}
