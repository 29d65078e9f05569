import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../tests/unit/arbitraries';
import { realTextFiles } from '../../../tests/unit/real-files';
import { TOOLS } from './tools';
import { detectSample } from './detect';
import { FULL_PARSE_CHARS, HEURISTIC_PREFIX, JSON_TAIL_CHARS, sampleOf, type TextSample } from './detect-sample';

const ALL_BUILT = TOOLS.map((t) => ({ ...t, comingSoon: false }));

/**
 * The reference: detection as it ran before samples, on the whole text. Its head is the old `sample()`'s, and
 * the JSON check may read the whole text wherever it used to (`whole`, and `tail` cut to its last 4 KB there).
 */
function wholeTextSample(text: string): TextSample {
  const start = text.length - text.trimStart().length;
  const complete = text.length - start <= HEURISTIC_PREFIX;
  const head = complete ? text.trim() : text.slice(start, start + HEURISTIC_PREFIX);
  return { head, complete, length: text.length, whole: text, tail: text };
}

const sampleChars = (s: TextSample) => s.head.length + s.whole.length + s.tail.length;

function expectSameDetection(text: string) {
  const sample = sampleOf(text);
  expect(detectSample(sample, ALL_BUILT)).toEqual(detectSample(wholeTextSample(text), ALL_BUILT));
  expect(sampleChars(sample)).toBeLessThanOrEqual(
    text.length > FULL_PARSE_CHARS ? HEURISTIC_PREFIX + JSON_TAIL_CHARS : FULL_PARSE_CHARS + HEURISTIC_PREFIX,
  );
}

/** `text` repeated and cut to exactly `length` characters. */
const fit = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);
/** Real JSON values in an array of exactly `length` characters (blanks pad it before the `]`). */
function jsonArray(json: string, length: number) {
  const items = Array.from({ length: Math.max(1, Math.floor((length - 1) / (json.length + 1))) }, () => json);
  const array = `[${items.join(',')}`;
  return `${array}${' '.repeat(Math.max(0, length - array.length - 1))}]`;
}

const FILES = realTextFiles(['json', 'svg', 'html', 'css', 'js', 'mjs'], 25);
const JSON_FILES = FILES.filter((f) => f.path.endsWith('.json') && isJson(f.text));

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** Blanks as pasted around a text, including ones JSON does not allow but `trim()` removes, and long runs. */
const blanks = fc.oneof(
  fc
    .array(fc.constantFrom(' ', '\n', '\r\n', '\t', '\u00a0', '\ufeff', '\u2028'), { maxLength: 4 })
    .map((b) => b.join('')),
  fc.integer({ min: 0, max: 2 * JSON_TAIL_CHARS }).map((n) => ' '.repeat(n)),
);
const realFile = fc.constantFrom(...FILES.map((f) => f.text));
const bodies = fc.oneof(
  realFile,
  anyText(300),
  fc.string({ maxLength: 300 }),
  fc.json(),
  fc.uint8Array({ minLength: 1, maxLength: 600 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  realFile.map((text) => Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\n')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.json(), fc.json(), fc.uint8Array({ maxLength: 40 }))
    .map(([h, p, sig]) => `${base64url(h)}.${base64url(p)}.${Buffer.from(sig).toString('base64url')}`),
);
/** Lengths on either side of each bound the sample cuts at, and anywhere up to beyond FULL_PARSE_CHARS. */
const lengths = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(HEURISTIC_PREFIX, FULL_PARSE_CHARS, FULL_PARSE_CHARS + JSON_TAIL_CHARS),
      fc.integer({ min: -8, max: 8 }),
    )
    .map(([bound, offset]) => bound + offset),
  fc.integer({ min: 1, max: FULL_PARSE_CHARS + 2 * HEURISTIC_PREFIX }),
);

describe('sampleOf', () => {
  it('detects on the sample what it detects on the whole text: random and real texts as they are', () => {
    fc.assert(
      fc.property(blanks, bodies, blanks, (lead, body, trail) => expectSameDetection(lead + body + trail)),
      { numRuns: 1000 },
    );
  });

  it('detects the same on texts cut or repeated to either side of every bound', () => {
    const sized = fc.oneof(
      fc.tuple(bodies, lengths).map(([body, length]) => (body === '' ? body : fit(body, length))),
      fc
        .tuple(fc.constantFrom(...JSON_FILES.map((f) => f.text)), lengths)
        .map(([json, length]) => jsonArray(json, length)),
    );
    fc.assert(
      fc.property(blanks, sized, blanks, (lead, body, trail) => expectSameDetection(lead + body + trail)),
      { numRuns: 150 },
    );
  });

  it('detects the same on real files repeated past 1 MB, and holds only about 68 KB of them', () => {
    for (const { text } of FILES) {
      const big = fit(text, FULL_PARSE_CHARS + text.length + 1);
      expectSameDetection(big);
      expect(sampleChars(sampleOf(big))).toBeLessThanOrEqual(HEURISTIC_PREFIX + JSON_TAIL_CHARS);
    }
    for (const { text } of JSON_FILES.slice(0, 5)) {
      const json = jsonArray(text, 3 * FULL_PARSE_CHARS);
      expect(detectSample(sampleOf(json), ALL_BUILT)[0]?.reason).toBe(
        'Looks like JSON (an array, too long to check in full)',
      );
      expectSameDetection(json);
      // Its end is still in sight: claimed as JSON (a real file may draw other offers too: %-escapes for the URL
      // decoder in @babel/types' package.json, say).
      expect(detectSample(sampleOf(`${json}${' '.repeat(JSON_TAIL_CHARS - 1)}`), ALL_BUILT)[0]?.reason).toBe(
        'Looks like JSON (an array, too long to check in full)',
      );
      expectSameDetection(`${json}${' '.repeat(JSON_TAIL_CHARS - 1)}`);
      expectSameDetection(`${json}${' '.repeat(JSON_TAIL_CHARS)}`); // its end is out of sight: not claimed
    }
  });

  it('detects the same on JSON of every length around each bound, with or without blanks around it', () => {
    const bounds = [HEURISTIC_PREFIX, FULL_PARSE_CHARS];
    for (const length of bounds.flatMap((bound) => [bound - 2, bound - 1, bound, bound + 1, bound + 2])) {
      const json = jsonArray(JSON_FILES[1].text, length);
      expect(json).toHaveLength(length);
      for (const text of [json, ` ${json}`, `${json}\n`, `\ufeff${json}`, `\u00a0${json.slice(1)}`]) {
        expectSameDetection(text);
      }
    }
    expect(detectSample(sampleOf(jsonArray('1', FULL_PARSE_CHARS)), ALL_BUILT)[0].reason).toMatch(/an array of \d+/);
    expect(detectSample(sampleOf(jsonArray('1', FULL_PARSE_CHARS + 1)), ALL_BUILT)[0].reason).toMatch(/too long/);
  });

  it('keeps JSON between 64 KB and 1 MB whole, for the full parse, and nothing else beyond the head', () => {
    const json = jsonArray(JSON_FILES[0].text, 2 * HEURISTIC_PREFIX);
    expect(sampleOf(` ${json}`)).toMatchObject({ complete: false, whole: ` ${json}`, tail: '' });
    const css = fit('a { color: red; }\n', 2 * HEURISTIC_PREFIX);
    expect(sampleOf(css)).toEqual({
      head: css.slice(0, HEURISTIC_PREFIX),
      complete: false,
      length: css.length,
      whole: '',
      tail: '',
    });
    expect(sampleOf('  {"a": 1}\n')).toEqual({ head: '{"a": 1}', complete: true, length: 11, whole: '', tail: '' });
  });

  it('still claims nothing for random letters and digits, however long', () => {
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    const words = fc.array(
      fc.array(alnum, { minLength: 16, maxLength: 200 }).map((c) => c.join('')),
      {
        minLength: 1,
        maxLength: 5,
      },
    );
    const long = fc.tuple(words, fc.constantFrom(200, HEURISTIC_PREFIX + 1, FULL_PARSE_CHARS + 1));
    fc.assert(
      fc.property(long, ([w, length]) => {
        const text = fit(w.join(' ') + ' ', length);
        expect(detectSample(sampleOf(text), ALL_BUILT)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
