/**
 * The slow, exact path: `Intl.Segmenter` on the stretches the fast table does not know (CJK, Thai, emoji,
 * combining marks). V8's segmenter slows down sharply past a few thousand characters, so long stretches go
 * through it in windows, each resumed at a boundary the previous window found.
 */

/** Characters per call to the segmenter. */
export const WINDOW_CHARS = 1000;

let words: Intl.Segmenter | undefined;
let graphemes: Intl.Segmenter | undefined;
const wordSegmenter = () => (words ??= new Intl.Segmenter(undefined, { granularity: 'word' }));
const graphemeSegmenter = () => (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** Where a window's segmenting resumes: a boundary this far back from its end, past any rule's look-ahead. */
const lastSafeStart = (starts: number[], keepLast: number, windowStart: number) =>
  starts.length > keepLast ? starts[starts.length - keepLast] : windowStart;

/**
 * Calls `onWord` with each word (word-like segment) of `text`, which must not be cut inside a word at either end.
 * Windows keep their last two segments for the next one, since a word-break rule looks one character ahead.
 */
export function eachSegmentedWord(text: string, onWord: (word: string) => void): void {
  const segmenter = wordSegmenter();
  let from = 0;
  while (from < text.length) {
    const to = Math.min(text.length, from + WINDOW_CHARS);
    const last = to === text.length;
    const found = [...segmenter.segment(text.slice(from, to))];
    const starts = found.map((s) => s.index + from);
    const end = last ? to : lastSafeStart(starts, 2, from);
    const stop = end > from ? end : to; // one segment filling the window: cut there
    for (const s of found) if (s.index + from < stop && s.isWordLike) onWord(s.segment);
    from = stop;
  }
}

/** Grapheme clusters of `text` (a stretch starting and ending on cluster boundaries), window by window. */
export function countGraphemes(text: string): number {
  const segmenter = graphemeSegmenter();
  let count = 0;
  let from = 0;
  while (from < text.length) {
    const to = Math.min(text.length, from + WINDOW_CHARS);
    const found = [...segmenter.segment(text.slice(from, to))];
    if (to === text.length) return count + found.length;
    const resume = lastSafeStart(
      found.map((s) => s.index + from),
      1,
      from,
    );
    const stop = resume > from ? resume : to;
    count += resume > from ? found.length - 1 : found.length;
    from = stop;
  }
  return count;
}

/** Stretches up to this long are remembered with their result: real text repeats its words and emoji. */
const CACHED_CHARS = 64;
/** Remembered stretches before the memory is cleared (it stays small). */
const CACHE_ENTRIES = 50_000;

function cached<T>(compute: (text: string) => T): (text: string) => T {
  const memory = new Map<string, T>();
  return (text) => {
    if (text.length > CACHED_CHARS) return compute(text);
    let value = memory.get(text);
    if (value === undefined) {
      if (memory.size >= CACHE_ENTRIES) memory.clear();
      value = compute(text);
      memory.set(text, value);
    }
    return value;
  };
}

/**
 * The words of `text` (see `eachSegmentedWord`) as top-words keys: NFC (`e` + U+0301 and `é` are one word) and lower
 * case; remembered for short ones.
 */
export const segmentedWordKeys: (text: string) => readonly string[] = cached((text) => {
  const found: string[] = [];
  eachSegmentedWord(text, (word) => found.push(word.normalize('NFC').toLowerCase()));
  return found;
});

/** Grapheme clusters of a short stretch, remembered (see `countGraphemes`). */
export const cachedGraphemes: (text: string) => number = cached(countGraphemes);
