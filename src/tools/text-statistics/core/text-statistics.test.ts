import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecesAt } from '../../../../tests/unit/arbitraries';
import { countText, mergeParts, secondsFor, TEXT_STATISTICS_DEFAULTS, TextCounter, topWords, type TextCounts } from '.';
import { BLOCK_CHARS } from './counter';
import { eachFastWord } from './words';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const segmenterWords = (text: string) => [...wordSegmenter.segment(text)].filter((s) => s.isWordLike).length;
const segmenterGraphemes = (text: string) => [...graphemeSegmenter.segment(text)].length;

/** The counts that can be compared (the top words as a plain list). */
const plain = (counts: TextCounts) => ({ ...counts, topWords: counts.topWords.top(1000) });

function countInPieces(text: string, cuts: number[]): TextCounts {
  const counter = new TextCounter();
  for (const [from, to] of piecesAt(text.length, cuts)) counter.push(text.slice(from, to));
  return counter.finish();
}

/** Characters the fast path knows, with the joiners that matter most. */
const FAST = [...'aZé1 9_.,;:\'’‘·\n\r\t-"!?()ßЖω«»—…\u00a0'];
/** Everything: the fast characters and what goes to the segmenter (CJK, Thai, marks, emoji, flags, Hangul jamo). */
const ALL = [
  ...FAST,
  '中',
  '文',
  'の',
  'カ',
  'タ',
  'ก',
  'ไ',
  '\u0e49',
  '\u0301',
  '👍',
  '🏽',
  '\u200d',
  '🇫',
  '🇷',
  'ᄀ',
  '한',
  'ᅡ',
  '\u00ad',
  '©',
  '\ud800',
];
const textOf = (alphabet: string[], maxLength = 60) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((chars) => chars.join(''));

describe('text statistics', () => {
  it('counts words as Intl.Segmenter does, on the fast characters', () => {
    fc.assert(
      fc.property(textOf(FAST), (text) => {
        let words = 0;
        eachFastWord(text, 0, text.length, () => words++);
        expect(words).toBe(segmenterWords(text));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('counts words and grapheme clusters as Intl.Segmenter does, on any text', () => {
    fc.assert(
      fc.property(textOf(ALL), (text) => {
        const counts = countText(text);
        expect(counts.words).toBe(segmenterWords(text));
        expect(counts.graphemes).toBe(segmenterGraphemes(text));
        expect(counts.codePoints).toBe([...text].length);
        expect(counts.utf16Units).toBe(text.length);
        expect(counts.utf8Bytes).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('gives the same counts wherever the text is cut into pieces', () => {
    fc.assert(
      fc.property(
        textOf(ALL, 200).chain((text) =>
          fc.tuple(fc.constant(text), fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 })),
        ),
        ([text, cuts]) => {
          expect(plain(countInPieces(text, cuts))).toEqual(plain(countText(text)));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('gives the same counts for a text counted in two parts cut after any line feed and merged', () => {
    const part = (text: string) => {
      const counter = new TextCounter();
      counter.push(text);
      return counter.finishPart();
    };
    // Lines, blank lines and sentence ends are what runs across a cut: make them common.
    const lines = fc.array(fc.constantFrom(...ALL, '\n', '\n', '\n\n', ' \n', '. ', '.\n', 'Ab', '。', '“'), {
      maxLength: 80,
    });
    fc.assert(
      fc.property(
        lines.map((pieces) => pieces.join('')),
        fc.nat(),
        (text, pick) => {
          const feeds = [...text.matchAll(/\n/g)].map((m) => m.index + 1);
          const cut = feeds.length ? feeds[pick % feeds.length] : 0;
          const merged = mergeParts(part(text.slice(0, cut)), part(text.slice(cut)));
          expect(plain(merged)).toEqual(plain(countText(text)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the same counts for a line longer than a block, cut anywhere', () => {
    const unit = 'word, another; 3.5 and more '.repeat(40) + 'e\u0301 中文 ';
    const line = unit.repeat(Math.ceil(BLOCK_CHARS / unit.length));
    const text = `${line}\n${line}`;
    const whole = plain(countText(text));
    expect(plain(countInPieces(text, [7, BLOCK_CHARS - 3, BLOCK_CHARS + 11, text.length - 5]))).toEqual(whole);
    expect(whole.lines).toBe(2);
  }, 30_000);

  it('counts Chinese, Japanese and Thai words by dictionary, as the segmenter does', () => {
    for (const text of ['我们在北京学习中文。', 'これは日本語の文章です。', 'ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ']) {
      expect(countText(text).words).toBe(segmenterWords(text));
      expect(countText(text).words).toBeGreaterThan(3);
    }
  });

  it('counts sentences, lines, paragraphs and the longest line', () => {
    const counts = countText('Hello there. How are you? "Fine!" she said.\n\nA heading\nSecond para\r\nends\n');
    expect(counts.sentences).toBe(5); // three, then "she said.", then the unterminated paragraph
    expect(counts.lines).toBe(5);
    expect(counts.paragraphs).toBe(2);
    expect(counts.longestLine).toEqual({ line: 1, chars: 43 });
    expect(countText('').longestLine).toBeNull();
    expect(countText('a\n').lines).toBe(1);
    expect(countText('a\nb').lines).toBe(2);
    expect(countText('\n\n').lines).toBe(2);
    expect(countText('3.14 is pi. e.g. no').sentences).toBe(3);
  });

  it('lists the top words, optionally without stop words', () => {
    const counts = countText('The cat and the dog. The cat!');
    expect(topWords(counts, { top: '10', skipStopWords: false })).toEqual([
      ['the', 3],
      ['cat', 2],
      ['and', 1],
      ['dog', 1],
    ]);
    expect(topWords(counts, TEXT_STATISTICS_DEFAULTS)).toEqual([
      ['cat', 2],
      ['dog', 1],
    ]);
  });

  it('gives reading and speaking times in seconds', () => {
    expect(secondsFor(0, 238)).toBe(0);
    expect(secondsFor(238, 238)).toBe(60);
    expect(secondsFor(150 * 95, 150)).toBe(95 * 60);
  });
});

describe('text statistics against wc -lwmc', () => {
  const wc = (text: string) => {
    const run = spawnSync('wc', ['-lwmc'], { input: text, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    const [lines, words, chars, bytes] = run.stdout.toString().trim().split(/\s+/).map(Number);
    return { lines, words, chars, bytes };
  };

  it('has the same line feeds, code points and bytes', () => {
    fc.assert(
      fc.property(
        textOf(
          ALL.filter((c) => c !== '\r' && c !== '\ud800'),
          300,
        ),
        (text) => {
          const counts = countText(text);
          const ours = wc(text);
          const lastLine = text !== '' && !text.endsWith('\n') ? 1 : 0;
          expect(counts.lines).toBe(ours.lines + lastLine);
          expect(counts.codePoints).toBe(ours.chars);
          expect(counts.utf8Bytes).toBe(ours.bytes);
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);

  it('counts words as wc does on plain English prose (wc splits on spaces only; see README)', () => {
    const prose = 'The quick brown fox jumps over the lazy dog.\nIt was not the dog that barked.\n';
    expect(countText(prose).words).toBe(wc(prose).words);
    expect(countText('e-mail, 3.5 — yes').words).toBe(4); // wc: 4 ("—" is a word to it, "e-mail" one)
    expect(wc('e-mail, 3.5 — yes').words).toBe(4);
    expect(countText('我们在北京学习中文').words).toBeGreaterThan(wc('我们在北京学习中文').words);
  });
});
