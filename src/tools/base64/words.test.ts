import { describe, expect, it } from 'vitest';
import { Base64Decoder, decodePayload, encodeText, fault } from './core';
import './words';

const ENCODE_MESSAGE = 'Encoding Error: Unable to encode text. Make sure it contains valid characters.';
const DECODE_MESSAGE = 'Decoding Error: Unable to decode. Make sure the input is valid Base64.';

describe("the Base64 encoder's and decoder's fault words", () => {
  it('refuses text that cannot be UTF-8 (a lone surrogate) with the spec message', () => {
    expect(() => encodeText('\uDC00')).toThrow(ENCODE_MESSAGE);
  });

  it.each([
    ['Zm9v!', "Invalid character '!' at line 1, column 5."],
    [
      'Z',
      "Invalid length: the last group of 4 has the single character 'Z' (it needs at least 2) at line 1, column 1.",
    ],
    [
      'Zm9vY \n',
      "Invalid length: the last group of 4 has the single character 'Y' (it needs at least 2) at line 1, column 5.",
    ],
    ['Zg===', "Misplaced padding '=' (it may only end a group of 2 or 3 characters) at line 1, column 5."],
    ['=Zg', "Misplaced padding '=' (it may only end a group of 2 or 3 characters) at line 1, column 1."],
    ['Zg==\nZg==', "Unexpected character 'Z' after the padding at line 2, column 1."],
    ['Zm9v\u00e9', "Invalid character 'é' at line 1, column 5."],
    ['😀', "Invalid character '😀' at line 1, column 1."],
    ['Z=g=', "Misplaced padding '=' (it may only end a group of 2 or 3 characters) at line 1, column 2."],
    ['Zm9v\r\nZm\u00a0', 'Invalid character U+00A0 at line 2, column 3.'],
    ['data:text/plain;base64,\nZm9v*', "Invalid character '*' at line 2, column 5."],
    ['data:,100%', "Invalid escape: '%' must be followed by two hexadecimal digits at line 1, column 10."],
  ])('rejects %j with the spec message, then what is wrong and where', (bad, detail) => {
    expect(() => decodePayload(bad)).toThrow(`${DECODE_MESSAGE} ${detail}`);
  });

  it('says a lone last character found only at the end', () => {
    const lone = new Base64Decoder();
    lone.push('Zm9vY');
    lone.push('  \n  ');
    expect(() => lone.end()).toThrow(
      "Invalid length: the last group of 4 has the single character 'Y' (it needs at least 2) at line 1, column 5.",
    );
  });

  it('says only the spec words when nothing more is known', () => {
    expect(fault('decode').message).toBe(DECODE_MESSAGE);
  });
});
