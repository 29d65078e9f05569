import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { isMorse, MORSE_ACTIONS, MORSE_CODES, morseToText, textToMorse, translateMorse } from '.';
import { MAX_TONES, morseSchedule, morseTiming, toneAt } from './timing';

describe('text → Morse', () => {
  it('writes ITU letters, figures and punctuation, words apart by a slash or a gap', () => {
    expect(textToMorse('SOS').output).toBe('... --- ...');
    expect(textToMorse('Hello, world!').output).toBe('.... . .-.. .-.. --- --..-- / .-- --- .-. .-.. -.. -.-.--');
    expect(textToMorse('73 de F4ABC', 'gap').output).toBe('--... ...--   -.. .   ..-. ....- .- -... -.-.');
    expect(textToMorse('a@b.c?').output).toBe('.- .--.-. -... .-.-.- -.-. ..--..');
    expect(textToMorse('é').output).toBe('..-..');
  });

  it('keeps line breaks and folds runs of blanks into one word gap', () => {
    expect(textToMorse('  e  t \r\nT\n\nE ').output).toBe('. / -\r\n-\n\n.');
  });

  it('leaves out characters without a code and names them with their line and column', () => {
    const result = textToMorse('ok #1\nß 😀 ~');
    expect(result.output).toBe('--- -.- / .----\n');
    expect(result.unknown).toEqual([
      { text: '#', line: 1, column: 4 },
      { text: 'ß', line: 2, column: 1 },
      { text: '😀', line: 2, column: 3 },
      { text: '~', line: 2, column: 6 },
    ]);
    expect(result.unknownCount).toBe(4);
    const many = textToMorse('#'.repeat(8));
    expect(many.unknownCount).toBe(8);
    expect(many.unknown).toHaveLength(5);
  });
});

describe('Morse → text', () => {
  it('reads letters apart by spaces, words by a slash or two spaces or more', () => {
    expect(morseToText('... --- ...').output).toBe('SOS');
    expect(morseToText('.... .. / - .... . .-. .').output).toBe('HI THERE');
    expect(morseToText('.... ..//- ....').output).toBe('HI TH');
    expect(morseToText('.... ..   - ....').output).toBe('HI TH');
    expect(morseToText(' / .- / ').output).toBe('A');
  });

  it('takes the dots and dashes of typography and keeps lines', () => {
    expect(morseToText('·− −···\n–•–•').output).toBe('AB\nC');
  });

  it('names codes that are not Morse letters, and characters that are not dots and dashes', () => {
    const result = morseToText('.- ........ -...\n.x-');
    expect(result.output).toBe('AB\n');
    expect(result.unknown).toEqual([
      { text: '........', line: 1, column: 4 },
      { text: '.x-', line: 2, column: 1 },
    ]);
  });

  it('refuses blank input with the fault for its direction', () => {
    const faultOf = (action: string) => {
      try {
        translateMorse(action, ' \n', { wordGap: 'slash' });
      } catch (error) {
        return error instanceof ToolError ? error.code : error;
      }
    };
    expect(faultOf(MORSE_ACTIONS.toText)).toBe('morse-code.blankMorse');
    expect(faultOf(MORSE_ACTIONS.toMorse)).toBe('morse-code.blankText');
  });
});

describe('round trips and hostile input', () => {
  const alphabet = Object.keys(MORSE_CODES);
  const words = fc.array(fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 8 }), {
    minLength: 1,
    maxLength: 6,
  });
  const lines = fc.array(words, { minLength: 1, maxLength: 4 });

  it('text → Morse → text gives the text back (capitals, single spaces), with either word gap', () => {
    fc.assert(
      fc.property(lines, fc.constantFrom('slash' as const, 'gap' as const), (text, gap) => {
        const typed = text.map((line) => line.join(' ')).join('\n');
        const morse = textToMorse(typed.toLowerCase(), gap);
        expect(morse.unknownCount).toBe(0);
        expect(isMorse(morse.output)).toBe(true);
        expect(morseToText(morse.output)).toEqual({ output: typed, unknown: [], unknownCount: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('any text translates both ways without throwing anything but a ToolError for blank input', () => {
    fc.assert(
      fc.property(anyText(80), (text) => {
        for (const action of Object.values(MORSE_ACTIONS)) {
          try {
            const { output, unknown, unknownCount } = translateMorse(action, text, { wordGap: 'gap' });
            expect(typeof output).toBe('string');
            expect(unknown.length).toBeLessThanOrEqual(unknownCount);
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
            expect(text.trim()).toBe('');
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells Morse from text narrowly', () => {
    for (const morse of ['... --- ...', '.- / -...\n-.-.', '-', '.-.-.-']) expect(isMorse(morse), morse).toBe(true);
    for (const other of ['', ' / ', '-1', '--verbose', 'a.b', '...!', '1.5', '— —'])
      expect(isMorse(other), other).toBe(false);
  });
});

describe('timing', () => {
  it('PARIS timing: a dot is 1200/wpm ms, a dash three dots, gaps of one, three and seven', () => {
    expect(morseTiming(20)).toEqual({ dot: 60, dash: 180, letterGap: 180, wordGap: 420 });
    expect(morseTiming(12).dot).toBe(100);
    // Farnsworth at the same or a higher overall speed changes nothing.
    expect(morseTiming(20, 20)).toEqual(morseTiming(20));
  });

  it('PARIS plus its word gap lasts 50 units: wpm words a minute', () => {
    for (const wpm of [5, 13, 20, 40]) {
      const timing = morseTiming(wpm);
      const { totalMs } = morseSchedule('.--. .- .-. .. ... / .--. .- .-. .. ...', timing);
      // Two PARIS words: the second starts one word (50 units) after the first.
      expect(totalMs + timing.wordGap).toBeCloseTo(2 * 50 * timing.dot, 6);
      expect(60_000 / (50 * timing.dot)).toBeCloseTo(wpm, 9);
    }
  });

  it('Farnsworth timing keeps the letters at full speed and stretches the gaps to the overall speed', () => {
    const timing = morseTiming(18, 5);
    expect(timing.dot).toBeCloseTo(1200 / 18, 9);
    // ARRL: ta = (60c − 37.2s)/(cs) s; letter gap 3ta/19, word gap 7ta/19.
    const ta = ((60 * 18 - 37.2 * 5) / (18 * 5)) * 1000;
    expect(timing.letterGap).toBeCloseTo((3 * ta) / 19, 9);
    expect(timing.wordGap).toBeCloseTo((7 * ta) / 19, 9);
    // A PARIS word with its word gap now takes a minute / 5.
    const { totalMs } = morseSchedule('.--. .- .-. .. ...', timing);
    expect(totalMs + timing.wordGap).toBeCloseTo(60_000 / 5, 6);
  });

  it('schedules each dot and dash, with letter and word gaps', () => {
    const timing = morseTiming(20); // dot 60
    expect(morseSchedule('.- -', timing).tones).toEqual([
      { start: 0, duration: 60 },
      { start: 120, duration: 180 },
      { start: 480, duration: 180 },
    ]);
    const words = morseSchedule('. / .\n.', timing).tones.map((tone) => tone.start);
    expect(words).toEqual([0, 480, 960]);
    expect(morseSchedule(' / ', timing)).toEqual({ tones: [], totalMs: 0, capped: false });
  });

  it('caps what it schedules, and says so', () => {
    const schedule = morseSchedule('. '.repeat(MAX_TONES + 5), morseTiming(20));
    expect(schedule.tones).toHaveLength(MAX_TONES);
    expect(schedule.capped).toBe(true);
    expect(schedule.totalMs).toBe((MAX_TONES - 1) * 240 + 60);
  });

  it('tells whether a tone sounds at a time', () => {
    const { tones } = morseSchedule('.- -', morseTiming(20));
    expect([0, 59, 60, 119, 120, 299, 300, 480, 659, 660].map((ms) => toneAt(tones, ms))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});
