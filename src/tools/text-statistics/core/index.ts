/**
 * Word counter and text statistics: characters (grapheme clusters, code points, UTF-16 units), bytes in UTF-8 and
 * UTF-16, words by Unicode's rules (Intl.Segmenter's, so Chinese, Japanese and Thai count right), sentences, lines,
 * paragraphs, reading and speaking time, the longest line and the top words. Text of any length streams through
 * `TextCounter` (./counter) in pieces; see README.md for the definitions.
 */
import { recordOf, rowsOf, structuredOutputs, type Structured } from '../../../core/shared/structured';
import { TextCounter, type TextCounts } from './counter';
import { TEXT_STATISTICS_MESSAGES as M } from '../words';
import type { TextStatisticsOptions } from './options';
import { STOP_WORDS } from './stop-words';

export { TextCounter, type TextCounts } from './counter';
export { Utf8Counter } from './utf8-counter';
export { mergeParts, type CounterPart } from './parts';
export { TEXT_STATISTICS_DEFAULTS, type TextStatisticsOptions } from './options';
export { TEXT_STATISTICS_MESSAGES } from '../words';

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

const number = (n: number) => n.toLocaleString('en-US');

/** A duration for `words` at `wpm`, rounded to the second (to the minute past an hour). */
export function duration(words: number, wpm: number): string {
  const seconds = Math.round((words * 60) / wpm);
  if (seconds < 60) return M.seconds(seconds);
  if (seconds < 3600) return M.minutes(Math.floor(seconds / 60), seconds % 60);
  const minutes = Math.round(seconds / 60);
  return M.hours(Math.floor(minutes / 60), minutes % 60);
}

/** The statistics as a record (the tool's first output). */
export function statisticsTable(counts: TextCounts): Structured {
  const { longestLine } = counts;
  return recordOf(
    rowsOf([
      [M.graphemes, number(counts.graphemes)],
      [M.codePoints, number(counts.codePoints)],
      [M.utf16Units, number(counts.utf16Units)],
      [M.utf8Bytes, number(counts.utf8Bytes)],
      [M.utf16Bytes, number(counts.utf16Units * 2)],
      [M.words, number(counts.words)],
      [M.sentences, number(counts.sentences)],
      [M.lines, number(counts.lines)],
      [M.paragraphs, number(counts.paragraphs)],
      [M.readingTime, duration(counts.words, READING_WPM)],
      [M.speakingTime, duration(counts.words, SPEAKING_WPM)],
      [M.longestLine, longestLine ? M.longestLineAt(number(longestLine.line), number(longestLine.chars)) : M.none],
    ]),
  );
}

/** The top words, a row each: the word and its count. */
export function topWordsText(counts: TextCounts, { top, skipStopWords }: TextStatisticsOptions): Structured {
  const words = counts.topWords.top(Number(top), skipStopWords ? (word) => STOP_WORDS.has(word) : undefined);
  if (!words.length) return [{ kind: 'note', text: M.noWords }];
  return [{ kind: 'table', columns: M.topWordsColumns, rows: words.map(([word, n]) => [word, number(n)]) }];
}

/** What the tool shows: the statistics, the top words, and a note when the top words are approximate. */
export function statisticsResult(counts: TextCounts, options: TextStatisticsOptions) {
  return {
    ...structuredOutputs({ statistics: statisticsTable(counts), words: topWordsText(counts, options) }),
    notes: {
      statistics: M.charactersNote,
      ...(counts.topWords.approximate && { words: M.approximate }),
    },
  };
}

/** The tool's one action on a whole text (the examples' and the page's). */
export const textStatistics = (text: string, options: TextStatisticsOptions) =>
  statisticsResult(countText(text), options);
