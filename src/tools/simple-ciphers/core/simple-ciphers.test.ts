import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import {
  atbash,
  caesar,
  CIPHER_ACTIONS,
  CIPHER_DEFAULTS,
  CIPHERS,
  parseShift,
  rankShifts,
  rot13,
  rot47,
  runCipher,
  tryAllShifts,
  vigenere,
  type CipherOptions,
} from '.';

/** coreutils' tr on a text (bytes: UTF-8 beyond ASCII passes through, as our ciphers leave it). */
const tr = (text: string, from: string, to: string) =>
  spawnSync('tr', [from, to], { input: text, encoding: 'utf8', env: { LC_ALL: 'C' } }).stdout;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = UPPER.toLowerCase();
const reversed = (letters: string) => [...letters].reverse().join('');

const faultOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ToolError ? [error.code.split('.')[1], error.params] : error;
  }
  return 'no error';
};

/** Python's own Vigenère (the key moving on ASCII letters only), for each text with its key, as the oracle. */
const VIGENERE = `
import json, sys
def vig(text, key, sign):
    shifts = [ord(c) - 65 for c in key.upper() if 'A' <= c <= 'Z']
    out, n = [], 0
    for c in text:
        if 'A' <= c <= 'Z' or 'a' <= c <= 'z':
            base = 65 if c <= 'Z' else 97
            out.append(chr(base + (ord(c) - base + sign * shifts[n % len(shifts)]) % 26))
            n += 1
        else:
            out.append(c)
    return ''.join(out)
print(json.dumps([vig(t, k, 1) for t, k in json.load(sys.stdin)]))
`;
const pythonVigenere = (pairs: [string, string][]) =>
  JSON.parse(
    spawnSync('python3', ['-c', VIGENERE], { input: JSON.stringify(pairs), encoding: 'utf8' }).stdout,
  ) as string[];

const options = (cipher: CipherOptions['cipher'], more: Partial<CipherOptions> = {}): CipherOptions => ({
  ...CIPHER_DEFAULTS,
  cipher,
  ...more,
});

describe('the ciphers', () => {
  it('ROT13, ROT47 and Atbash on known texts', () => {
    expect(rot13('Hello, World!')).toBe('Uryyb, Jbeyq!');
    expect(rot47('Hello, World!')).toBe('w6==@[ (@C=5P');
    expect(atbash('Hello, World! é')).toBe('Svool, Dliow! é');
  });

  it('Caesar with any shift, negative or past 26', () => {
    expect(caesar('Attack at dawn, Zoë', 3)).toBe('Dwwdfn dw gdzq, Crë');
    expect(caesar('abc', -1)).toBe('zab');
    expect(caesar('abc', 27)).toBe('bcd');
    expect(parseShift(' -5 ')).toBe(-5);
    expect(faultOf(() => parseShift('3.5'))).toEqual(['badShift', { shift: '3.5' }]);
    expect(() => parseShift('')).toThrow(ToolError);
  });

  it('Vigenère: the classic example, case and non-letters kept, the key moving on letters only', () => {
    expect(vigenere('ATTACKATDAWN', 'LEMON', 1)).toBe('LXFOPVEFRNHR');
    expect(vigenere('Attack at dawn!', 'lemon', 1)).toBe('Lxfopv ef rnhr!');
    expect(vigenere('Lxfopv ef rnhr!', 'Le-mon 2', -1)).toBe('Attack at dawn!');
    expect(faultOf(() => vigenere('abc', '123', 1))).toEqual(['noKey', {}]);
  });

  it('the actions refuse blank input, each with its own fault', () => {
    const run = (action: string, text: string) => faultOf(() => runCipher(action, text, CIPHER_DEFAULTS));
    expect(run(CIPHER_ACTIONS.encrypt, ' ')).toEqual(['blankEncrypt', {}]);
    expect(run(CIPHER_ACTIONS.decrypt, '')).toEqual(['blankDecrypt', {}]);
    expect(run(CIPHER_ACTIONS.tryAll, '\n')).toEqual(['blankTryAll', {}]);
    expect(run(CIPHER_ACTIONS.tryAll, '123 !?')).toEqual(['noLetters', {}]);
  });
});

describe('oracles: tr and python3', () => {
  const texts = fc.sample(anyText(60), { numRuns: 200, seed: 29 }).map((text) => text.replace(/\p{Cs}/gu, '?')); // tr reads UTF-8: no lone surrogates

  it('ROT13, ROT47 and Atbash agree with tr on 200 generated texts', () => {
    const joined = texts.join('\n');
    expect(rot13(joined)).toBe(tr(joined, UPPER + LOWER, 'N-ZA-Mn-za-m'));
    expect(rot47(joined)).toBe(tr(joined, '!-~', 'P-~!-O'));
    expect(atbash(joined)).toBe(tr(joined, UPPER + LOWER, reversed(UPPER) + reversed(LOWER)));
  });

  it('Caesar with each shift agrees with tr', () => {
    for (let shift = 1; shift < 26; shift++) {
      const to = (letters: string) => letters.slice(shift) + letters.slice(0, shift);
      expect(caesar(texts[shift], shift)).toBe(tr(texts[shift], UPPER + LOWER, to(UPPER) + to(LOWER)));
    }
  });

  it('Vigenère agrees with a Python implementation', () => {
    const keys = fc.sample(fc.string({ unit: fc.constantFrom(...'abcXYZ z-1'), minLength: 1, maxLength: 8 }), {
      numRuns: 200,
      seed: 7,
    });
    const pairs = texts.map((text, i): [string, string] => [text, /[a-z]/i.test(keys[i]) ? keys[i] : `${keys[i]}k`]);
    expect(pairs.map(([text, key]) => vigenere(text, key, 1))).toEqual(pythonVigenere(pairs));
  });
});

describe('round trips and hostile input', () => {
  it('decrypting what was encrypted gives the text back, for every cipher', () => {
    const key = fc.string({ unit: fc.constantFrom(...'abcdefXYZ -'), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(
        anyText(80),
        fc.constantFrom(...CIPHERS),
        fc.integer({ min: -1000, max: 1000 }),
        key,
        (text, cipher, shift, k) => {
          const chosen = options(cipher, { shift: String(shift), key: `${k}q` });
          const encrypted = runCipher(CIPHER_ACTIONS.encrypt, `x${text}`, chosen);
          if (typeof encrypted !== 'string') throw new Error('Encrypt gave candidates');
          expect(runCipher(CIPHER_ACTIONS.decrypt, encrypted, chosen)).toBe(`x${text}`);
          expect(encrypted.length).toBe(text.length + 1);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any text and any options give a text (candidates for Try all) or a ToolError', () => {
    fc.assert(
      fc.property(anyText(40), fc.constantFrom(...CIPHERS), anyText(6), anyText(6), (text, cipher, shift, key) => {
        for (const action of Object.values(CIPHER_ACTIONS)) {
          try {
            const result = runCipher(action, text, { cipher, shift, key });
            expect(action === CIPHER_ACTIONS.tryAll ? Array.isArray(result) : typeof result === 'string').toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('try all shifts', () => {
  const ENGLISH = 'It was the best of times, it was the worst of times, it was the age of wisdom.';

  it('ranks the shift the text was encrypted with first, for every shift', () => {
    for (let shift = 1; shift < 26; shift++) expect(rankShifts(caesar(ENGLISH, shift))[0].shift).toBe(shift);
  });

  it('gives the 25 candidates, most English first, each shift once', () => {
    const candidates = tryAllShifts(caesar('Meet me\nat noon', 7));
    expect(candidates).toHaveLength(25);
    expect(candidates[0]).toMatchObject({ shift: 7, preview: 'Meet me ⏎ at noon' });
    expect(new Set(candidates.map(({ shift }) => shift)).size).toBe(25);
  });

  it('cuts a long candidate to its start', () => {
    const { preview } = tryAllShifts(caesar(ENGLISH.repeat(10), 3))[0];
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThan(150);
  });
});
