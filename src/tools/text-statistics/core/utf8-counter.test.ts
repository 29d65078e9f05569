import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecesAt } from '../../../../tests/unit/arbitraries';
import { countText, mergeParts, Utf8Counter, type TextCounts } from '.';
import { REMEMBERED_TOKEN_BYTES } from './token-effects';
import { MAX_HELD_BYTES } from './utf8-counter';

const plain = (counts: TextCounts) => ({ ...counts, topWords: counts.topWords.top(1000) });
const encode = (text: string) => new TextEncoder().encode(text);

/** `bytes` pushed in pieces cut at `cuts` (anywhere, inside a character too). */
function bytesCounter(bytes: Uint8Array, cuts: number[] = []): Utf8Counter {
  const counter = new Utf8Counter();
  for (const [from, to] of piecesAt(bytes.length, cuts)) counter.pushBytes(bytes.subarray(from, to));
  return counter;
}

/** Text pieces: what the byte counter counts as bytes, what it decodes, and what joins across white space. */
const PIECES = [
  ...'aZ1 9_.,;:\'’·\n\r\t\v\f-"!?()«»—…\u00a0\u0000\u007f',
  ...['é', 'ß', 'Ж', 'ω', '中', 'の', 'ก', '\u0e49', '\u0301', '👍', '🏽', '\u200d', '🇫', '🇷', '한', '\u0600', '©'],
  ...['Hello', 'world', 'Lorem,', 'ipsum.', 'dolor!', 'x"', 'end.)', "can't", 'e.g.', '3.5', 'naïve', '東京', '🙂'],
  ...['  ', '\n\n', '. ', '.\n', 'ΣΑΣ', 'İstanbul', 'ABC'],
];
const texts = (maxLength: number) =>
  fc.array(fc.constantFrom(...PIECES), { maxLength }).map((pieces) => pieces.join(''));
const withCuts = (bytes: Uint8Array) =>
  fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 6 }).map((cuts) => ({ bytes, cuts }));

describe('text statistics of UTF-8 bytes (Utf8Counter)', () => {
  it('gives the counts of the decoded text, wherever the bytes are cut', () => {
    fc.assert(
      fc.property(
        texts(60).chain((text) => withCuts(encode(text))),
        ({ bytes, cuts }) => {
          const text = new TextDecoder().decode(bytes);
          expect(plain(bytesCounter(bytes, cuts).finish())).toEqual(plain(countText(text)));
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);

  it('reads bytes that are not UTF-8 as TextDecoder does (U+FFFD), with the same counts', () => {
    const bytes = fc.uint8Array({ maxLength: 80 }).map((random) =>
      // Mostly the bytes that matter: white space, ASCII, lead and continuation bytes, and bytes never in UTF-8.
      random.map((b) => [0x20, 0x0a, 0x61, 0x2e, 0xc3, 0xa9, 0xe6, 0x97, 0xf0, 0x9f, 0x80, 0xff, b][b % 13]),
    );
    fc.assert(
      fc.property(
        bytes.chain((b) => withCuts(b)),
        ({ bytes, cuts }) => {
          expect(plain(bytesCounter(bytes, cuts).finish())).toEqual(plain(countText(new TextDecoder().decode(bytes))));
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);

  it('counts halves cut after a line feed that merge to the whole, as the text counter does', () => {
    fc.assert(
      fc.property(texts(80), fc.nat(), (text, pick) => {
        const bytes = encode(text);
        const feeds = [...bytes.keys()].filter((i) => bytes[i] === 0x0a).map((i) => i + 1);
        const cut = feeds.length ? feeds[pick % feeds.length] : 0;
        const merged = mergeParts(
          bytesCounter(bytes.subarray(0, cut)).finishPart(),
          bytesCounter(bytes.subarray(cut)).finishPart(),
        );
        expect(plain(merged)).toEqual(plain(countText(text)));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('remembers short tokens and decodes long ones, the same counts either way', () => {
    const long = 'naïve東京'.repeat(REMEMBERED_TOKEN_BYTES);
    const text = `${long} naïve ${long}\nnaïve naïve, ${long}.`;
    const bytes = encode(text);
    expect(plain(bytesCounter(bytes, [3, 70, 200]).finish())).toEqual(plain(countText(text)));
  });

  it('counts a token longer than it holds (a megabyte without white space) as decoded text', () => {
    const token = 'x'.repeat(MAX_HELD_BYTES - 2) + 'é中🙂';
    const text = `start ${token}${token} end\nand é\u0301 more`;
    const bytes = encode(text);
    const counts = bytesCounter(bytes, [10, MAX_HELD_BYTES / 2, MAX_HELD_BYTES + 1, MAX_HELD_BYTES * 2 + 3]).finish();
    expect(plain(counts)).toEqual(plain(countText(text)));
  }, 30_000);

  it('gives the counts of the decoded text on real files from the machine, and wc’s lines, code points and bytes', () => {
    // Debian's licence texts (ASCII, mostly) and TypeScript's messages in Japanese, Korean and Turkish.
    const dir = '/usr/share/common-licenses';
    const messages = (language: string) => `node_modules/typescript/lib/${language}/diagnosticMessages.generated.json`;
    const files = readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).isFile())
      .slice(0, 8)
      .concat(['ja', 'ko', 'tr'].map(messages));
    expect(files.length).toBeGreaterThan(6);
    for (const path of files) {
      const bytes = new Uint8Array(readFileSync(path));
      const counts = bytesCounter(bytes, [bytes.length >> 1]).finish();
      expect(plain(counts), path).toEqual(plain(countText(new TextDecoder().decode(bytes))));
      const wc = spawnSync('wc', ['-lmc', path], { env: { ...process.env, LC_ALL: 'C.UTF-8' } });
      const [lines, chars, size] = wc.stdout.toString().trim().split(/\s+/).map(Number);
      const lastLine = bytes.length && bytes[bytes.length - 1] !== 0x0a ? 1 : 0;
      expect([counts.lines, counts.codePoints, counts.utf8Bytes], path).toEqual([lines + lastLine, chars, size]);
    }
  });
});
