/**
 * The streaming counter: text goes in by pieces of any size (`push`), the counts come out at the end (`finish`),
 * the same wherever the pieces were cut. It works in blocks that end after a line feed (or, in a line longer than
 * BLOCK_CHARS, after an ASCII space), where no grapheme cluster, word or surrogate pair can continue; the line,
 * sentence and paragraph state is carried character by character. Memory stays flat: a block, the top-words map
 * (capped) and a few numbers. A file's bytes go to its subclass instead (./utf8-counter), which counts most of them
 * as bytes and hands it the rest a token at a time (`block`, `replayToken`).
 */
import {
  CHAR_TABLE,
  CLOSER,
  SIMPLE_GRAPHEME,
  TERMINATOR,
  WIDE_TERMINATOR,
  WORD_CLASS_MASK,
  DIGIT,
  EXTEND_NUM_LET,
  isHigh,
  isLow,
  LETTER,
  SLOW,
  SPACE,
} from './classes';
import { cachedGraphemes, segmentedWordKeys } from './segments';
import { LEAD_ENDED, LEAD_JOINED, LEAD_OPEN, LEAD_OPEN_ENDING, type CounterPart, type SentenceLead } from './parts';
import type { TokenEffect } from './token-effects';
import { HASH_SEED, mix, TopWords } from './top-words';
import { eachFastWord } from './words';
import type { TextCounts } from './counts';

export type { TextCounts } from './counts';

/** The longest block the counter holds before it cuts one anyway (see `nextCut`). */
export const BLOCK_CHARS = 1 << 20;

const isAsciiLetter = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;

/** Code points in `text`, a pair counting once. */
function codePointsOf(text: string): number {
  let n = text.length;
  for (let i = 1; i < text.length; i++) if (isLow(text.charCodeAt(i)) && isHigh(text.charCodeAt(i - 1))) n--;
  return n;
}

/**
 * Where to end the next block of `text` (0: wait for more). After the last line feed; in a line past BLOCK_CHARS,
 * after the last ASCII space before an ASCII character within it, else at BLOCK_CHARS (not inside a pair).
 */
function nextCut(text: string): number {
  if (text.length <= BLOCK_CHARS) return text.lastIndexOf('\n') + 1;
  const feed = text.lastIndexOf('\n', BLOCK_CHARS - 1);
  if (feed >= 0) return feed + 1;
  for (let i = BLOCK_CHARS - 1; i > 0; i--) {
    const c = text.charCodeAt(i - 1);
    if ((c === 0x20 || c === 0x09) && text.charCodeAt(i) < 0x80) return i;
  }
  return isHigh(text.charCodeAt(BLOCK_CHARS - 1)) ? BLOCK_CHARS - 1 : BLOCK_CHARS;
}

export class TextCounter {
  private pending = '';
  /** The block being counted: its text and its bounds there. */
  private blockText = '';
  private blockStart = 0;
  private blockEnd = 0;
  private codePoints = 0;
  private utf16Units = 0;
  private utf8Bytes = 0;
  /** Grapheme clusters joined from several code points, as (negative) corrections of the code points. */
  private graphemeJoins = 0;
  private wordCount = 0;
  private sentences = 0;
  private breaks = 0;
  private paragraphs = 0;
  private longest: { line: number; chars: number } | null = null;
  // Line state: code points, cluster corrections, whether it has anything but spaces, and what came last.
  private lineCodePoints = 0;
  /** ASCII letters counted by the hot path and not yet added to the counts above (see `settleLetters`). */
  private asciiLetters = 0;
  private lineJoins = 0;
  private lineUnits = 0;
  private lineHasContent = false;
  private afterCarriageReturn = false;
  private inParagraph = false;
  // Sentence state: words since the last end, and a terminator waiting for a space.
  private sentenceHasContent = false;
  private sentenceEnding = false;
  /** Whether the text ended with a line without a break. */
  private lastLine = false;
  // What the start of the text did, for a part merged after another (`mergeParts`): whether its first paragraph
  // began before any blank line (so it continues the part before's), and what a sentence left open before it became.
  private blankLineSeen = false;
  private opensWithParagraph = false;
  private lead: SentenceLead = LEAD_OPEN;
  readonly topWords = new TopWords();

  /** Adds the next piece of the text. */
  push(text: string): void {
    let at = 0;
    if (this.pending) {
      // The line left over from the last piece ends at this piece's first line feed.
      const feed = text.indexOf('\n');
      at = feed < 0 ? text.length : feed + 1;
      this.pending += text.slice(0, at);
      this.countPending();
      if (this.pending || at === text.length) return;
    }
    at = this.countWholeLines(text, at);
    if (at < text.length) {
      this.pending = text.slice(at);
      this.countPending();
    }
  }

  /** Counts the lines of `text` from `at` in place, in blocks up to BLOCK_CHARS; returns where they stop. */
  private countWholeLines(text: string, at: number): number {
    const last = text.lastIndexOf('\n') + 1;
    while (at < last) {
      const feed = text.lastIndexOf('\n', Math.min(last, at + BLOCK_CHARS) - 1);
      if (feed < at) return at; // a line past BLOCK_CHARS: cut as `nextCut` says
      this.block(text, at, feed + 1);
      at = feed + 1;
    }
    return at;
  }

  /** Counts the blocks `nextCut` finds in the pending text, keeping the rest. */
  private countPending() {
    for (let cut = nextCut(this.pending); cut > 0; cut = nextCut(this.pending)) {
      this.block(this.pending, 0, cut);
      this.pending = this.pending.slice(cut);
    }
  }

  /** The counts of everything pushed. */
  finish(): TextCounts {
    this.close();
    this.endSentence();
    return { ...this.numbers(), topWords: this.topWords };
  }

  /**
   * The counts of everything pushed as one part of a longer text cut after a line feed, to merge with the part
   * before or after it (`mergeParts`): a sentence left open is not counted yet, and what the start did is kept.
   */
  finishPart(): CounterPart {
    this.close();
    return {
      counts: this.numbers(),
      topWords: [...this.topWords.entries()],
      approximate: this.topWords.approximate,
      openSentence: this.sentenceHasContent,
      inParagraph: this.inParagraph,
      opensWithParagraph: this.opensWithParagraph,
      sentenceLead: this.lead === LEAD_ENDED || this.lead === LEAD_JOINED ? this.lead : LEAD_OPEN,
    };
  }

  /** Counts what is still pending and the last line, if it has no line break. */
  protected close() {
    if (this.pending) this.block(this.pending, 0, this.pending.length);
    this.pending = '';
    if (this.lineUnits > 0) {
      this.lastLine = true;
      this.endLine(false);
    }
  }

  private numbers(): Omit<TextCounts, 'topWords'> {
    return {
      graphemes: this.codePoints + this.graphemeJoins,
      codePoints: this.codePoints,
      utf16Units: this.utf16Units,
      utf8Bytes: this.utf8Bytes,
      words: this.wordCount,
      sentences: this.sentences,
      lines: this.breaks + (this.lastLine ? 1 : 0),
      paragraphs: this.paragraphs,
      longestLine: this.longest,
    };
  }

  /**
   * Counts `text[start, end)`, which ends where no cluster, word or pair continues; `text[contextStart, contextEnd)`
   * around it, if wider, holds the characters next to it (counted already, or to be), which a cluster may join.
   */
  protected block(text: string, start: number, end: number, contextStart = start, contextEnd = end) {
    this.utf16Units += end - start;
    this.blockText = text;
    this.blockStart = contextStart;
    this.blockEnd = contextEnd;
    let tokenStart = -1;
    let tokenFast = true;
    // Characters the table does not know, from runStart to runEnd.
    let runStart = -1;
    let runEnd = -1;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      const flags = CHAR_TABLE[code];
      const wordClass = flags & WORD_CLASS_MASK;
      if (wordClass === LETTER && code < 0x80 && tokenStart < 0 && runStart < 0) {
        const tokenEnd = this.asciiToken(text, i, end);
        if (tokenEnd > 0) {
          i = tokenEnd - 1;
          continue;
        }
      }
      if (wordClass === LETTER && code < 0x80 && runStart < 0 && tokenStart >= 0 && this.lineHasContent) {
        // The hot path, most characters of most text: ASCII letters inside a word.
        const from = i;
        while (i + 1 < end && isAsciiLetter(text.charCodeAt(i + 1))) i++;
        this.asciiLetters += i + 1 - from;
        if (this.lead < LEAD_ENDED) this.lead = LEAD_JOINED;
        this.sentenceHasContent = true;
        this.sentenceEnding = false;
        continue;
      }
      if ((flags & SIMPLE_GRAPHEME) === 0) {
        if (runStart < 0) runStart = i;
        runEnd = i + 1 + (isHigh(code) && i + 1 < end && isLow(text.charCodeAt(i + 1)) ? 1 : 0);
      } else if (runStart >= 0) {
        this.closeRun(text, runStart, runEnd);
        runStart = -1;
      }
      if (wordClass === SPACE) {
        if (tokenStart >= 0) this.words(text, tokenStart, i, tokenFast);
        tokenStart = -1;
      } else if (tokenStart < 0) {
        tokenStart = i;
        tokenFast = wordClass !== SLOW;
      } else if (wordClass === SLOW) tokenFast = false;
      i += this.character(text, i, code, flags, wordClass);
    }
    if (runStart >= 0) this.closeRun(text, runStart, runEnd);
    if (tokenStart >= 0) this.words(text, tokenStart, end, tokenFast);
    this.settleLetters();
  }

  /** Counts `units` ASCII characters counted outside `block` (which counts its own), and settles the letters. */
  protected settleAscii(units: number) {
    this.utf16Units += units;
    this.settleLetters();
  }

  /** Adds the ASCII letters the hot path only counted (one byte, one code point each, in the current line). */
  private settleLetters() {
    const n = this.asciiLetters;
    this.asciiLetters = 0;
    this.utf8Bytes += n;
    this.codePoints += n;
    this.lineCodePoints += n;
    this.lineUnits += n;
  }

  /** Counts one character (a pair as one); returns 1 when it took the next code unit too. */
  private character(text: string, i: number, code: number, flags: number, wordClass: number): number {
    let extra = 0;
    if (code < 0x80) this.utf8Bytes += 1;
    else if (code < 0x800) this.utf8Bytes += 2;
    else if (isHigh(code) && i + 1 < this.blockEnd && isLow(text.charCodeAt(i + 1))) {
      this.utf8Bytes += 4;
      extra = 1;
    } else this.utf8Bytes += 3; // a lone surrogate is written as U+FFFD
    this.codePoints++;
    this.lineCharacter(code, flags, wordClass, 1 + extra);
    return extra;
  }

  /** One ASCII character (a byte of UTF-8 below 0x80). */
  protected asciiCharacter(code: number) {
    this.utf8Bytes++;
    this.codePoints++;
    this.lineCharacter(code, CHAR_TABLE[code], CHAR_TABLE[code] & WORD_CLASS_MASK, 1);
  }

  /** What a character (`units` UTF-16 code units long) does to the line, sentence and paragraph. */
  private lineCharacter(code: number, flags: number, wordClass: number, units: number) {
    if (code === 0x0a || code === 0x0d) {
      this.sentenceCharacter(flags, wordClass);
      if (code === 0x0a && this.afterCarriageReturn)
        this.graphemeJoins--; // CR LF is one cluster
      else this.endLine(true);
      this.afterCarriageReturn = code === 0x0d;
      return;
    }
    this.afterCarriageReturn = false;
    this.lineCodePoints++;
    this.lineUnits += units;
    this.sentenceCharacter(flags, wordClass);
    if (wordClass !== SPACE && !this.lineHasContent) this.lineContent();
  }

  /** The line's first character other than a space: it has content, and a paragraph starts unless one is open. */
  private lineContent() {
    this.lineHasContent = true;
    if (!this.inParagraph) {
      if (this.paragraphs === 0 && !this.blankLineSeen) this.opensWithParagraph = true;
      this.paragraphs++;
    }
    this.inParagraph = true;
  }

  /**
   * A token of ASCII letters with a tail of ASCII punctuation (`word`, `word,`; not `word.”`), up to a space or the
   * block's end: one word, the most common token of most text, counted in one pass that hashes it for the top words.
   * Returns where the token ends, or -1 for any other token (`can't`, `e.g.`, `naïve`, `word東京`): the general path.
   */
  private asciiToken(text: string, start: number, end: number): number {
    let hash = HASH_SEED;
    let i = start;
    for (; i < end; i++) {
      const lower = text.charCodeAt(i) | 0x20;
      if (lower < 0x61 || lower > 0x7a) break;
      hash = mix(hash, lower);
    }
    const letters = i;
    for (; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) return -1;
      const wordClass = CHAR_TABLE[code] & WORD_CLASS_MASK;
      if (wordClass === SPACE) break;
      if (wordClass === LETTER || wordClass === DIGIT || wordClass === EXTEND_NUM_LET) return -1; // it may join
    }
    this.topWords.addFolded(text, start, letters, hash);
    this.asciiWord(letters - start);
    for (let t = letters; t < i; t++) this.asciiCharacter(text.charCodeAt(t));
    return i;
  }

  /** Counts a token (text between two ASCII white spaces) from what it adds, worked out before (`TokenEffect`). */
  protected replayToken(effect: TokenEffect) {
    this.codePoints += effect.codePoints;
    this.utf16Units += effect.utf16Units;
    this.utf8Bytes += effect.utf8Bytes;
    this.graphemeJoins += effect.joins;
    this.lineCodePoints += effect.codePoints;
    this.lineJoins += effect.joins;
    this.lineUnits += effect.utf16Units;
    this.afterCarriageReturn = false;
    for (const flags of effect.classes) this.sentenceCharacter(flags, flags & WORD_CLASS_MASK);
    if (!this.lineHasContent) this.lineContent();
    this.wordCount += effect.words.length;
    for (const word of effect.words) this.topWords.addKey(word, 1);
  }

  /** A word of `letters` ASCII letters, whose top-words count is taken: what it does to the other counts. */
  protected asciiWord(letters: number) {
    this.wordCount++;
    this.asciiLetters += letters;
    this.afterCarriageReturn = false;
    if (this.lead < LEAD_ENDED) this.lead = LEAD_JOINED;
    this.sentenceHasContent = true;
    this.sentenceEnding = false;
    if (!this.lineHasContent) this.lineContent();
  }

  private sentenceCharacter(flags: number, wordClass: number) {
    if (this.lead < LEAD_ENDED) this.leadCharacter(flags, wordClass);
    if (flags & TERMINATOR) {
      if (!this.sentenceHasContent) return;
      if (flags & WIDE_TERMINATOR) this.endSentence();
      else this.sentenceEnding = true;
    } else if (flags & CLOSER) {
      // a closing quote or bracket after the terminator: the sentence still ends at the next space
    } else if (wordClass === SPACE) {
      if (this.sentenceEnding) this.endSentence();
    } else {
      this.sentenceEnding = false;
      if (wordClass === LETTER || wordClass === DIGIT || wordClass === SLOW) this.sentenceHasContent = true;
    }
  }

  /**
   * What a sentence open before this text would do with a character, while it is unknown (`mergeParts`): the
   * text's own sentence state is empty then, since a word would have joined the two.
   */
  private leadCharacter(flags: number, wordClass: number) {
    if (flags & TERMINATOR) this.lead = flags & WIDE_TERMINATOR ? LEAD_ENDED : LEAD_OPEN_ENDING;
    else if (flags & CLOSER) return;
    else if (wordClass === SPACE) {
      if (this.lead === LEAD_OPEN_ENDING) this.lead = LEAD_ENDED;
    } else if (wordClass === LETTER || wordClass === DIGIT || wordClass === SLOW) this.lead = LEAD_JOINED;
    else this.lead = LEAD_OPEN;
  }

  private endSentence() {
    if (this.sentenceHasContent) this.sentences++;
    this.sentenceHasContent = false;
    this.sentenceEnding = false;
  }

  /** Ends the current line (`counted`: at a line break, not the text's end). */
  private endLine(counted: boolean) {
    this.settleLetters();
    if (counted) this.breaks++;
    const line = this.breaks + (counted ? 0 : 1);
    const chars = this.lineCodePoints + this.lineJoins;
    if (!this.longest || chars > this.longest.chars) this.longest = { line, chars };
    if (!this.lineHasContent) {
      this.blankLineSeen = true;
      if (this.lead < LEAD_ENDED) this.lead = LEAD_ENDED;
      this.inParagraph = false;
      this.endSentence(); // a blank line ends a sentence left without a full stop (a heading)
    }
    this.lineCodePoints = 0;
    this.lineJoins = 0;
    this.lineUnits = 0;
    this.lineHasContent = false;
  }

  /** Grapheme clusters of a stretch the table does not know, with one neighbour each side (marks join them). */
  private closeRun(text: string, start: number, end: number) {
    const stretch = text.slice(Math.max(this.blockStart, start - 1), Math.min(this.blockEnd, end + 1));
    const joins = cachedGraphemes(stretch) - codePointsOf(stretch);
    this.graphemeJoins += joins;
    this.lineJoins += joins;
  }

  /** The words of a token (between ASCII spaces): by the fast scanner, or by the segmenter when it has to. */
  private words(text: string, start: number, end: number, fast: boolean) {
    if (fast) {
      eachFastWord(text, start, end, this.onFastWord);
      return;
    }
    for (const key of segmentedWordKeys(text.slice(start, end))) {
      this.wordCount++;
      this.topWords.addKey(key, 1);
    }
  }

  private readonly onFastWord = (from: number, to: number) => {
    this.wordCount++;
    this.topWords.addRange(this.blockText, from, to);
  };
}
