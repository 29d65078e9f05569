import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { BYTE_FORMATS, MAX_INPUT_CHARS, canSwap, convertBytes, fault, type BinaryFaults } from '.';

/** Expects `run` to throw the converter's fault `key`. */
const expectFault = (run: () => unknown, key: keyof BinaryFaults) => expect(fault.is(toolErrorOf(run), key)).toBe(true);

describe('binary converter', () => {
  it('refuses blank and malformed input', () => {
    expectFault(() => convertBytes('  ', 'binary', 'text'), 'empty');
    expectFault(() => convertBytes('0102', 'binary', 'text'), 'invalid');
  });

  it('writes ASCII text as 8-bit groups and the other formats', () => {
    expect(convertBytes('Hi', 'text', 'binary')).toBe('01001000 01101001');
    expect(convertBytes('Hi', 'text', 'decimal')).toBe('72 105');
    expect(convertBytes('Hi', 'text', 'hexadecimal')).toBe('48 69');
    expect(convertBytes('Hi', 'text', 'octal')).toBe('110 151');
    expect(convertBytes('\n', 'text', 'binary')).toBe('00001010');
  });

  it('writes UTF-8 bytes beyond ASCII', () => {
    expect(convertBytes('é', 'text', 'hexadecimal')).toBe('C3 A9');
    expect(convertBytes('€', 'text', 'decimal')).toBe('226 130 172');
    expect(convertBytes('😀', 'text', 'hexadecimal')).toBe('F0 9F 98 80');
    expect(convertBytes('F0 9F 98 80', 'hexadecimal', 'text')).toBe('😀');
  });

  it('reads groups with prefixes, commas, extra blanks and unspaced runs', () => {
    expect(convertBytes(' 01001000   01101001 ', 'binary', 'text')).toBe('Hi');
    expect(convertBytes('0100100001101001', 'binary', 'text')).toBe('Hi');
    expect(convertBytes('48656c6c6f', 'hexadecimal', 'text')).toBe('Hello');
    expect(convertBytes('0x48, 0x69', 'hexadecimal', 'decimal')).toBe('72 105');
    expect(convertBytes('1 10 11', 'binary', 'decimal')).toBe('1 2 3');
    expect(convertBytes('377', 'octal', 'hexadecimal')).toBe('FF');
    expect(convertBytes('255 0', 'decimal', 'binary')).toBe('11111111 00000000');
  });

  it('refuses blank input', () => {
    expectFault(() => convertBytes('', 'text', 'binary'), 'empty');
    expectFault(() => convertBytes('   ', 'binary', 'text'), 'empty');
    // Spaces are text too.
    expect(convertBytes(' ', 'text', 'decimal')).toBe('32');
  });

  it.each([
    ['012', 'binary'],
    ['256', 'decimal'],
    ['-1', 'decimal'],
    ['GG', 'hexadecimal'],
    ['400', 'octal'],
    ['8', 'octal'],
    ['1.5', 'decimal'],
    ['100000000', 'binary'],
  ] as const)('refuses %j as %s', (input, from) => {
    expectFault(() => convertBytes(input, from, 'text'), 'invalid');
  });

  it('refuses bytes that are not UTF-8 when the output is text, and lone surrogates as input', () => {
    expectFault(() => convertBytes('FF FE', 'hexadecimal', 'text'), 'invalid');
    expectFault(() => convertBytes('C3', 'hexadecimal', 'text'), 'invalid');
    expectFault(() => convertBytes('a\uD800b', 'text', 'binary'), 'invalid');
  });

  it('allows swapping only when neither format is text', () => {
    expect(canSwap('binary', 'hexadecimal')).toBe(true);
    expect(canSwap('text', 'binary')).toBe(false);
    expect(canSwap('decimal', 'text')).toBe(false);
  });

  const format = fc.constantFrom(...BYTE_FORMATS);

  it('round-trips any text, astral Unicode included, through every format', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), format, (text, via) => {
        expect(convertBytes(convertBytes(text, 'text', via), via, 'text')).toBe(text);
      }),
    );
  });

  it('round-trips any bytes between numeric formats', () => {
    const numeric = fc.constantFrom('binary', 'decimal', 'hexadecimal', 'octal' as const);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1 }), numeric, numeric, (bytes, a, b) => {
        const decimal = Array.from(bytes).join(' ');
        const viaA = convertBytes(decimal, 'decimal', a);
        expect(convertBytes(convertBytes(viaA, a, b), b, 'decimal')).toBe(decimal);
      }),
    );
  });

  it('never throws anything but the intended error', () => {
    fc.assert(
      fc.property(anyText(), format, format, (s, from, to) => {
        try {
          convertBytes(s, from, to);
        } catch (e) {
          expect(fault.is(e, 'empty') || fault.is(e, 'invalid')).toBe(true);
        }
      }),
    );
  });
});

describe('limit', () => {
  it('converts input up to MAX_INPUT_CHARS and refuses longer input with a clear message, before any work', () => {
    expect(convertBytes('a'.repeat(MAX_INPUT_CHARS), 'text', 'hexadecimal')).toBe('61 '.repeat(MAX_INPUT_CHARS).trim());
    const error = toolErrorOf(() => convertBytes('a'.repeat(MAX_INPUT_CHARS + 1), 'text', 'binary'));
    expect(error).toMatchObject({ code: 'binary-converter.tooLong', params: { limit: MAX_INPUT_CHARS } });
  });
});
