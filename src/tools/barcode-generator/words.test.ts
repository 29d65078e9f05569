import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { BARCODE_DEFAULTS, bwipFault, contentFor } from './core';
import './words';

const said = (id: Parameters<typeof contentFor>[0], text: string) => toolErrorOf(() => contentFor(id, text));

describe("the barcode generator's words", () => {
  it('say what each symbology takes', () => {
    expect(said('ean13', '978x30640615')).toMatchObject({
      title: 'Invalid content',
      description: "EAN-13 takes 12 or 13 digits: 'x' at position 4 is not a digit.",
    });
    expect(said('ean13', '97803').description).toBe('EAN-13 takes 12 or 13 digits: this is 5.');
    expect(said('ean13', '9780306406158').description).toMatch(/^EAN-13's check digit here is 7, not 8/);
    expect(said('upce', '5123456').description).toBe("UPC-E starts with its number system, 0 or 1: '5' is neither.");
    expect(said('code39', 'ABc').description).toBe(
      "Code 39 takes digits, capital letters, space and - . $ / + %: 'c' at position 3 is not one of them.",
    );
    expect(said('code128', 'naïve').description).toBe(
      "Code 128 takes ASCII characters: 'ï' at position 3 is not one of them.",
    );
  });

  it("says bwip-js's refusal of a symbol too long", () => {
    const error = bwipFault(new Error('bwipp.datamatrixInputTooLong#25437: The input data is too long'), {
      ...BARCODE_DEFAULTS,
      symbology: 'datamatrix',
    });
    expect(error.message).toBe(
      'Cannot make the barcode: This is more than one Data Matrix symbol holds (The input data is too long).',
    );
  });
});
