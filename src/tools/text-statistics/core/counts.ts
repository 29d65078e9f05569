import type { TopWords } from './top-words';

/** What the counter finds in a text (its own module: the counter and the merging of parts both name it). */
export interface TextCounts {
  graphemes: number;
  codePoints: number;
  utf16Units: number;
  utf8Bytes: number;
  words: number;
  sentences: number;
  lines: number;
  paragraphs: number;
  /** The longest line's 1-based number and its length in grapheme clusters (null for empty text). */
  longestLine: { line: number; chars: number } | null;
  topWords: TopWords;
}
