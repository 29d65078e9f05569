import * as bwip from 'bwip-js/browser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  BARCODE_DEFAULTS,
  barcodeSvg,
  bwipOptions,
  contentFor,
  fault,
  gs1CheckDigit,
  SYMBOLOGIES,
  upceToUpca,
  type SymbologyId,
} from '.';

const faultOf = (id: SymbologyId, text: string) => {
  try {
    contentFor(id, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    const { code, params } = error as ToolError;
    return { key: code.slice(fault.namespace.length + 1), ...params };
  }
  return undefined;
};

/** Whether bwip-js (which checks GS1 check digits itself) accepts the symbol. */
const bwipAccepts = (bcid: string, text: string) => {
  try {
    bwip.toSVG({ bcid, text });
    return true;
  } catch {
    return false;
  }
};

describe('check digits', () => {
  it('match real, hand-checked barcodes', () => {
    // ISBN 978-0-306-40615-7, a bar of chocolate (EAN 4006381333931), a UPC-A from a can, an EAN-8, a GS1 ITF-14.
    expect(gs1CheckDigit('978030640615')).toBe(7);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('1540014128876')).toBe(3);
    // UPC-E 0-123456-5 stands for UPC-A 0-12345-00006-5.
    expect(upceToUpca('0', '123456')).toBe('01234500006');
    expect(contentFor('upce', '0123456')).toEqual({ text: '01234565', check: { digit: 5, computed: true } });
  });

  it('agree with bwip-js for random numbers of every GS1 symbology (it accepts ours, refuses any other)', () => {
    const cases: [SymbologyId, number][] = [
      ['ean13', 12],
      ['ean8', 7],
      ['upca', 11],
      ['itf14', 13],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.stringMatching(/^\d{13}$/), ([id, body], digits) => {
        const { text, check } = contentFor(id, digits.slice(0, body));
        expect(bwipAccepts(id, text)).toBe(true);
        const wrong = text.slice(0, body) + ((check!.digit + 1) % 10);
        expect(bwipAccepts(id, wrong)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('agree with bwip-js for UPC-E', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1'), fc.stringMatching(/^\d{6}$/), (system, six) => {
        const { text } = contentFor('upce', system + six);
        expect(bwipAccepts('upce', text)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('content faults are named, with the position', () => {
  it('says what each symbology takes', () => {
    expect(faultOf('ean13', '978x30640615')).toEqual({
      key: 'notDigit',
      symbology: 'EAN-13',
      lengths: [12, 13],
      char: 'x',
      position: 4,
    });
    expect(faultOf('ean13', '97803')).toEqual({ key: 'wrongLength', symbology: 'EAN-13', lengths: [12, 13], found: 5 });
    expect(faultOf('ean13', '9780306406158')).toEqual({
      key: 'wrongCheck',
      symbology: 'EAN-13',
      expected: 7,
      found: '8',
    });
    expect(faultOf('ean13', '9780306406157')).toBeUndefined();
    expect(faultOf('upce', '5123456')).toEqual({ key: 'upceSystem', found: '5' });
    expect(faultOf('code39', 'ABc')).toEqual({
      key: 'notInSet',
      symbology: 'Code 39',
      set: 'code39',
      char: 'c',
      position: 3,
    });
    expect(faultOf('code128', 'naïve')).toMatchObject({ set: 'ascii', char: 'ï', position: 3 });
    expect(faultOf('datamatrix', 'naïve ✓')).toBeUndefined();
  });

  it('never throws anything but a ToolError, whatever the text and symbology', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYMBOLOGIES.map((s) => s.id)), fc.string({ maxLength: 20 }), (id, text) => {
        faultOf(id, text);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rendering', () => {
  it('makes every symbology’s example as SVG, and a symbol too long as a named fault', async () => {
    for (const { id, example } of SYMBOLOGIES) {
      const svg = await barcodeSvg(example, { ...BARCODE_DEFAULTS, symbology: id });
      expect(svg, id).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    }
    await expect(barcodeSvg('x'.repeat(4000), { ...BARCODE_DEFAULTS, symbology: 'datamatrix' })).rejects.toMatchObject({
      code: 'barcode-generator.tooLong',
      params: { symbology: 'Data Matrix', reason: 'The input data is too long' },
    });
  });

  it('leaves out the human-readable text when asked, and never under a 2D symbol', () => {
    const content = contentFor('ean13', '978030640615');
    expect(bwipOptions(content, { ...BARCODE_DEFAULTS, showText: false }).includetext).toBe(false);
    expect(bwipOptions(content, BARCODE_DEFAULTS).includetext).toBe(true);
    expect(bwipOptions(content, { ...BARCODE_DEFAULTS, symbology: 'pdf417' }).includetext).toBe(false);
  });
});
