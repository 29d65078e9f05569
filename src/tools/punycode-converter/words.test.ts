import { describe, expect, it } from 'vitest';
import { convertPunycode, PUNYCODE_ACTIONS } from './core';
import { notesWords } from './words';

const { toAscii, toUnicode, raw } = PUNYCODE_ACTIONS;
const said =
  (action: string, text: string, direction: 'encode' | 'decode' = 'encode') =>
  () =>
    convertPunycode(action, text, { direction });

describe("the Punycode converter's words", () => {
  it('says the notes: a local part kept, a look-alike', () => {
    expect(notesWords(said(toAscii, 'josé@bücher.de')().notes)).toContain(
      "The local part 'josé' (before @) is not converted",
    );
    expect(notesWords(said(toUnicode, 'xn--pypal-4ve.com')().notes)).toBe(
      "Possible look-alike: 'pаypal' mixes Latin and Cyrillic. Letters from different scripts can look the same.",
    );
  });

  it('names the label and the fault', () => {
    expect(said(toAscii, 'ok.com\nex ample.com')).toThrow(
      "Invalid domain: Label 'ex ample': U+0020 is not allowed in a domain name.",
    );
    expect(said(toUnicode, 'xn--zz.com')).toThrow(
      "Invalid domain: Label 'xn--zz': it ends in the middle of a number: a character is missing.",
    );
    expect(said(toUnicode, 'xn--abc-.com')).toThrow('not in the canonical form');
    expect(said(toAscii, `${'a'.repeat(64)}.com`)).toThrow('more than 63');
    expect(said(toAscii, 'a..b')).toThrow('A label is empty');
    expect(said(toAscii, 'a\n'.repeat(1_001))).toThrow('Input too long: Up to 1,000 lines at once.');
  });

  it('names a bad digit of raw punycode', () => {
    expect(said(raw, 'bcher-k_a', 'decode')).toThrow(
      "Invalid punycode: '_' at position 8 is not a punycode digit (a-z, 0-9).",
    );
  });
});
