/** The text statistics in words: the statistics record, the top words' table and the notes under them. */
import { recordOf, rowsOf, structuredOutputs, type Structured } from '../../core/shared/structured';
import {
  countText,
  READING_WPM,
  secondsFor,
  SPEAKING_WPM,
  topWords,
  type TextCounts,
  type TextStatisticsOptions,
} from './core';
import { TEXT_STATISTICS_MESSAGES as M } from './words';

const number = (n: number) => n.toLocaleString('en-US');

/** A duration for `words` at `wpm`, rounded to the second (to the minute past an hour). */
export function duration(words: number, wpm: number): string {
  const seconds = secondsFor(words, wpm);
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
export function topWordsText(counts: TextCounts, options: TextStatisticsOptions): Structured {
  const words = topWords(counts, options);
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
