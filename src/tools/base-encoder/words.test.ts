import { describe, expect, it } from 'vitest';
import { decodeText, encodeBytes, type BaseFormat } from './core';
import { notTextNote } from './words';
import '../../ui/words/alphabet';

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};
const decode = (text: string, format: BaseFormat) => () => decodeText(text, { format });

describe("the encoder's words", () => {
  it('names a group past its bytes, and lengths that are not whole groups', () => {
    expect(messageOf(decode('GGW', 'base45'))).toBe(
      'Invalid Base45: The group at position 1 is larger than its bytes can hold.',
    );
    expect(messageOf(() => encodeBytes(new Uint8Array(3), { format: 'z85' }))).toBe(
      'Invalid Z85: Z85 encodes whole groups of 4 bytes: these are 3 bytes, not a multiple of 4.',
    );
    expect(messageOf(decode('Hell', 'z85'))).toBe(
      'Invalid Z85: Z85 is read in groups of 5 characters: 4 is not a multiple of 5.',
    );
  });

  it.each<[BaseFormat, string, string]>([
    ['base58', 'abcd0fg', "Invalid Base58: '0' at position 5 is not in the Base58 alphabet."],
    ['crockford', 'CSQPU', "Invalid Crockford's Base32: 'U' at position 5 is not in the Crockford's Base32 alphabet."],
    ['base32', 'MZXW6YQ\nMZ\u00a0X', 'Invalid Base32: U+00A0 at position 11 is not in the Base32 alphabet.'],
  ])('%s: names a wrong character with its position', (format, text, message) => {
    expect(messageOf(decode(text, format))).toBe(message);
  });

  it('refuses a Base58Check checksum that does not match, and a z inside an Ascii85 group', () => {
    expect(messageOf(decode('1A1zP1eP5QGefi2DMQTfTL5SLmv7DivfNa', 'base58check'))).toBe(
      'Invalid Base58Check: The checksum does not match: the last 4 bytes are not the start of the double SHA-256 of the others. A character may be mistyped.',
    );
    expect(messageOf(decode('<~z1z~>', 'ascii85'))).toBe(
      "Invalid Ascii85: 'z' at position 5 is inside a group: it stands only for a whole group of zeros.",
    );
  });

  it('notes bytes that are not UTF-8', () => {
    expect(notTextNote({ shown: 1, bytes: 1 })).toBe(
      'These 1 bytes are not UTF-8 text: they are shown as hex. Download saves the bytes themselves.',
    );
    expect(notTextNote({ shown: 65536, bytes: 2 ** 20 })).toBe(
      'These 1.0 MB are not UTF-8 text: the first 64.0 KB are shown as hex. Download saves all the bytes.',
    );
  });
});
