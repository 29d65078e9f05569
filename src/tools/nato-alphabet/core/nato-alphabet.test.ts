import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { NATO_ACTIONS, NATO_LETTERS, NATO_PUNCTUATION, natoToText, textToNato, translateNato } from '.';

describe('text → NATO', () => {
  it('spells letters, figures and punctuation, words of the text apart by a slash', () => {
    expect(textToNato('Hi there').output).toBe('Hotel India / Tango Hotel Echo Romeo Echo');
    expect(textToNato('a@b.io').output).toBe('Alfa At Bravo Dot India Oscar');
    expect(textToNato('Flight 359?').output).toBe(
      'Foxtrot Lima India Golf Hotel Tango / Three Five Nine Question mark',
    );
    expect(textToNato('359', { digits: 'icao' }).output).toBe('Tree Fife Niner');
    expect(textToNato('X-42', { digits: 'icao' }).output).toBe('X-ray Dash Fower Too');
  });

  it('keeps lines and names characters without a word with their line and column', () => {
    const result = textToNato('ok\n  é ~');
    expect(result.output).toBe('Oscar Kilo\n');
    expect(result).toMatchObject({
      unknownCount: 2,
      unknown: [
        { text: 'é', line: 2, column: 3 },
        { text: '~', line: 2, column: 5 },
      ],
    });
  });
});

describe('NATO → text', () => {
  it('reads words in any case, variants and two-word names', () => {
    expect(natoToText('hotel INDIA / Tango').output).toBe('HI T');
    expect(natoToText('Alpha Juliet Whisky Xray X ray x-ray').output).toBe('AJWXXX');
    expect(natoToText('Wun Too Tree Fower Fife Six Seven Ait Niner Zero One Nine').output).toBe('123456789019');
    expect(natoToText('Question mark Open parenthesis Close parenthesis Stop Decimal').output).toBe('?()..');
  });

  it('names words that are not in the alphabet', () => {
    const result = natoToText('Hotel Hello India\nBanana');
    expect(result.output).toBe('HI\n');
    expect(result).toMatchObject({
      unknownCount: 2,
      unknown: [
        { text: 'Hello', line: 1, column: 7 },
        { text: 'Banana', line: 2, column: 1 },
      ],
    });
  });

  it('refuses blank input with the fault for its direction', () => {
    const faultOf = (action: string) => {
      try {
        translateNato(action, ' ', { digits: 'words' });
      } catch (error) {
        return error instanceof ToolError ? error.code : error;
      }
    };
    expect(faultOf(NATO_ACTIONS.toText)).toBe('nato-alphabet.blankWords');
    expect(faultOf(NATO_ACTIONS.toNato)).toBe('nato-alphabet.blankText');
  });
});

describe('round trips and hostile input', () => {
  const characters = [...Object.keys(NATO_LETTERS), ...'0123456789', ...Object.keys(NATO_PUNCTUATION)];
  const word = fc.string({ unit: fc.constantFrom(...characters, ...'abcxyz'), minLength: 1, maxLength: 8 });
  const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
  const text = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));

  it('text → NATO → text gives the text back in capitals, with either kind of figures', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('words' as const, 'icao' as const), (typed, digits) => {
        const spelled = textToNato(typed, { digits });
        expect(spelled.unknownCount).toBe(0);
        expect(natoToText(spelled.output)).toEqual({ output: typed.toUpperCase(), unknown: [], unknownCount: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('any text gives a string both ways, or the blank-input ToolError', () => {
    fc.assert(
      fc.property(anyText(80), (input) => {
        for (const action of Object.values(NATO_ACTIONS)) {
          try {
            expect(typeof translateNato(action, input, { digits: 'icao' }).output).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
            expect(input.trim()).toBe('');
          }
        }
      }),
      { numRuns: 300 },
    );
    // Names of Object's own members are not words.
    expect(natoToText('constructor __proto__ toString').unknownCount).toBe(3);
  });
});
