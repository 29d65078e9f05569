/**
 * Word counter and text statistics: characters (grapheme clusters, code points, UTF-16 units), bytes in UTF-8 and
 * UTF-16, words by Unicode's rules (Intl.Segmenter's, so Chinese, Japanese and Thai count right), sentences, lines,
 * paragraphs, reading and speaking time, the longest line and the top words. Text of any length streams through
 * `TextCounter` (./counter) in pieces; see README.md for the definitions.
 */
import { TextCounter, type TextCounts } from './counter';
import type { TextStatisticsOptions } from './options';
import { STOP_WORDS } from './stop-words';

export { TextCounter, type TextCounts } from './counter';
export { Utf8Counter } from './utf8-counter';
export { mergeParts, type CounterPart } from './parts';
export { TEXT_STATISTICS_DEFAULTS, type TextStatisticsOptions } from './options';

/** Silent reading, words a minute (Brysbaert 2019's average for English non-fiction). */
export const READING_WPM = 238;
/** Speaking aloud, words a minute (a presentation's usual pace). */
export const SPEAKING_WPM = 150;

/** The counts of a whole text. */
export function countText(text: string): TextCounts {
  const counter = new TextCounter();
  counter.push(text);
  return counter.finish();
}

/** How long `words` take at `wpm`, in whole seconds. */
export const secondsFor = (words: number, wpm: number) => Math.round((words * 60) / wpm);

/** The `top` most frequent words with their counts, without the stop words when asked. */
export function topWords(counts: TextCounts, { top, skipStopWords }: TextStatisticsOptions): [string, number][] {
  return counts.topWords.top(Number(top), skipStopWords ? (word) => STOP_WORDS.has(word) : undefined);
}
