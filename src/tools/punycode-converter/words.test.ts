import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { convertPunycode, PUNYCODE_ACTIONS } from './core';
import { notesWords } from './words';

const run = (action: string, text: string, direction: 'encode' | 'decode' = 'encode') =>
  convertPunycode(action, text, { direction });
const faultOf = (action: string, text: string, direction: 'encode' | 'decode' = 'encode') => {
  try {
    run(action, text, direction);
  } catch (error) {
    return error as ToolError;
  }
  throw new Error('no error');
};

describe("the Punycode converter's words", () => {
  it('says the notes: a local part kept, a look-alike', () => {
    expect(notesWords(run(PUNYCODE_ACTIONS.toAscii, 'josé@bücher.de').notes)).toContain(
      "The local part 'josé' (before @) is not converted",
    );
    expect(notesWords(run(PUNYCODE_ACTIONS.toUnicode, 'xn--pypal-4ve.com').notes)).toBe(
      "Possible look-alike: 'pаypal' mixes Latin and Cyrillic. Letters from different scripts can look the same.",
    );
  });

  it('names the label and the fault', () => {
    expect(faultOf(PUNYCODE_ACTIONS.toAscii, 'ok.com\nex ample.com').message).toBe(
      "Invalid domain: Label 'ex ample': U+0020 is not allowed in a domain name.",
    );
    expect(faultOf(PUNYCODE_ACTIONS.toUnicode, 'xn--zz.com').description).toBe(
      "Label 'xn--zz': it ends in the middle of a number: a character is missing.",
    );
    expect(faultOf(PUNYCODE_ACTIONS.toUnicode, 'xn--abc-.com').description).toContain('not in the canonical form');
    expect(faultOf(PUNYCODE_ACTIONS.toAscii, `${'a'.repeat(64)}.com`).description).toContain('more than 63');
    expect(faultOf(PUNYCODE_ACTIONS.toAscii, 'a..b').description).toContain('A label is empty');
    expect(faultOf(PUNYCODE_ACTIONS.toAscii, 'a\n'.repeat(1_001)).message).toBe(
      'Input too long: Up to 1,000 lines at once.',
    );
  });

  it('names a bad digit of raw punycode', () => {
    expect(faultOf(PUNYCODE_ACTIONS.raw, 'bcher-k_a', 'decode').message).toBe(
      "Invalid punycode: '_' at position 8 is not a punycode digit (a-z, 0-9).",
    );
  });
});
