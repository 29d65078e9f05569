import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, type CompareOptions } from './equivalence';
import { indexLines, lineAt } from './lines';

/** Which texts are files: only a file's missing final newline counts. */
type FromFile = [boolean, boolean];

/**
 * The plain way: every line's key (normalised, marked when it is a file's last line and lacks its newline)
 * looked up in one Map.
 */
function reference(
  texts: [string, string],
  { ignoreWhitespace = false, ignoreCase = false }: CompareOptions,
  fromFile: FromFile = [true, true],
) {
  const classes = new Map<string, number>();
  return texts.map((text, side) => {
    const index = indexLines(text);
    return Array.from({ length: index.count }, (_, i) => {
      let key = lineAt(text, index, i);
      if (ignoreWhitespace) key = key.replace(/\s+/g, '');
      if (ignoreCase) key = key.toLowerCase();
      const unterminated = !text.endsWith('\n') && i === index.count - 1;
      if (!ignoreWhitespace && fromFile[side] && unterminated) key += '\u0000';
      if (!classes.has(key)) classes.set(key, classes.size + 1);
      return classes.get(key)!;
    });
  });
}

const classesOf = (texts: [string, string], options: CompareOptions, fromFile: FromFile = [true, true]) =>
  classify(texts, [indexLines(texts[0], fromFile[0]), indexLines(texts[1], fromFile[1])], options).map((equivs) =>
    Array.from(equivs),
  );

const LINES = ['', 'a', 'A', ' a', 'b', 'a b', 'ab', '}', 'é', '😀', 'x\r'];

/** An old text, and a new one made from it by runs of kept, dropped, changed and added lines. */
const editedPair = fc
  .record({
    old: fc.array(fc.constantFrom(...LINES), { maxLength: 120 }),
    edits: fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom('keep', 'drop', 'change', 'add')), {
      maxLength: 12,
    }),
    newline: fc.tuple(fc.boolean(), fc.boolean()),
  })
  .map(({ old, edits, newline }) => {
    const now: string[] = [];
    let at = 0;
    for (const [run, edit] of edits) {
      const part = old.slice(at, at + run);
      at += run;
      if (edit === 'keep') now.push(...part);
      else if (edit === 'change') now.push(...part.map((line) => `${line}!`));
      else if (edit === 'add') now.push(...part, 'new line');
    }
    now.push(...old.slice(at));
    const join = (lines: string[], final: boolean) => lines.join('\n') + (final && lines.length ? '\n' : '');
    return [join(old, newline[0]), join(now, newline[1])] as [string, string];
  });

const optionSets: CompareOptions[] = [
  {},
  { ignoreWhitespace: true },
  { ignoreCase: true },
  { ignoreWhitespace: true, ignoreCase: true },
];

describe('classify', () => {
  it('numbers lines exactly as one Map of every line does, on edited copies and on unrelated texts', () => {
    const unrelated = fc.tuple(
      fc.array(fc.constantFrom(...LINES), { maxLength: 60 }).map((lines) => lines.join('\n')),
      fc.array(fc.constantFrom(...LINES), { maxLength: 60 }).map((lines) => lines.join('\n') + '\n'),
    );
    fc.assert(
      fc.property(fc.oneof(editedPair, unrelated), fc.constantFrom(...optionSets), (texts, options) => {
        expect(classesOf(texts, options)).toEqual(reference(texts, options));
      }),
      { numRuns: 1000 },
    );
  });

  it('numbers a text’s unterminated last line as if it ended with a newline, a file’s as GNU diff does', () => {
    const sides = fc.tuple(fc.boolean(), fc.boolean());
    fc.assert(
      fc.property(editedPair, fc.constantFrom(...optionSets), sides, (texts, options, fromFile) => {
        expect(classesOf(texts, options, fromFile)).toEqual(reference(texts, options, fromFile));
      }),
      { numRuns: 1000 },
    );
    // The same last line, unterminated in both: equal in two texts or two files, not in a file and a text.
    const texts: [string, string] = ['a\nb', 'a\nb'];
    expect(classesOf(texts, {}, [false, false])).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(classesOf(texts, {}, [true, false])).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('a long copy with scattered edits: lines kept in step take the old lines’ classes', () => {
    const old = Array.from({ length: 5000 }, (_, i) => `line ${i % 700}`);
    const now = old.flatMap((line, i) => (i % 97 === 0 ? [] : i % 89 === 0 ? ['added', line] : [line]));
    const texts: [string, string] = [old.join('\n') + '\n', now.join('\n')];
    expect(classesOf(texts, {})).toEqual(reference(texts, {}));
  });
});
