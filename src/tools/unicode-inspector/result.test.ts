import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanUp, findHidden, TABLE_MAX_CODE_POINTS } from './core';
import { cleanText, inspectText, runUnicodeAction } from './result';

describe('clean up', () => {
  it('removes invisible characters and replaces spaces and look-alikes', () => {
    expect(cleanUp('a\u200Bb\u202Ec\u00A0d\u2028e p\u0430y', { lookalikes: true }).text).toBe('abc d\ne pay');
  });

  it('keeps look-alikes when asked, and says so', () => {
    const { outputs, notes } = cleanText('p\u0430y\u200B', { lookalikes: false });
    expect(outputs.output).toBe('p\u0430y');
    expect(notes?.output).toBe(
      'Removed 1 zero-width character. 1 look-alike letter kept (Replace look-alike letters is off).',
    );
  });

  it('says when there is nothing to clean', () => {
    expect(cleanText('plain text', { lookalikes: true }).notes?.output).toBe(
      'Nothing to clean: the text has no hidden characters.',
    );
  });

  it('leaves nothing hidden behind, and changes nothing else (property)', () => {
    const char = fc.oneof(
      fc.constantFrom('a', 'b', ' ', '\n', '\u200B', '\u202E', '\u00A0', '\u0430', '\u200D', '👩', '\u0007', 'é'),
      fc.string({ unit: 'grapheme', maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 60 }), (chars) => {
        const text = chars.join('');
        const { text: cleaned } = cleanUp(text, { lookalikes: true });
        // A removal can join two words into one with a look-alike, never make another kind of hidden character.
        expect(findHidden(cleaned).filter(({ kind }) => kind !== 'lookalike')).toEqual([]);
        if (findHidden(text).length === 0) expect(cleaned).toBe(text);
      }),
    );
  });
});

describe('inspect', () => {
  it('lists every code point, numbered by character, and stops the table at its limit', async () => {
    const { structured, notes } = await inspectText('x'.repeat(TABLE_MAX_CODE_POINTS + 5));
    const [table] = structured!.characters;
    expect(table.kind === 'table' && table.rows).toHaveLength(TABLE_MAX_CODE_POINTS);
    expect(notes?.characters).toBe('The table lists the first 10,000 of 10,005 code points.');
  });

  it('names controls, private use and unassigned code points', async () => {
    const { structured } = await inspectText('\t\uE000\u0378');
    const [table] = structured!.characters;
    const names = table.kind === 'table' ? table.rows.map((row) => row.slice(2, 4)) : [];
    expect(names).toEqual([
      ['U+0009', '<control> CHARACTER TABULATION'],
      ['U+E000', '<private use>'],
      ['U+0378', '<unassigned>'],
    ]);
  });

  it('never throws on any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean(), async (text, lookalikes) => {
        for (const action of ['inspect', 'clean'])
          expect(typeof (await runUnicodeAction(action, text, { lookalikes })).outputs).toBe('object');
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
