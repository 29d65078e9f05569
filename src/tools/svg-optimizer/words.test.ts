import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { optimizeSvg, SVG_DEFAULTS } from './core';
import { sizesNote } from './result';
import './words';

const refusal = (text: string) => toolErrorOf(() => optimizeSvg(text, SVG_DEFAULTS));

describe('the SVG optimizer’s words', () => {
  it("refuses malformed SVG with svgo's reason at its line and column", () => {
    expect(refusal('<svg>\n  <rect\n    width=10/>\n</svg>').message).toBe(
      'Invalid SVG: Unquoted attribute value at line 3, column 11',
    );
    expect(refusal('<svg><g></svg>').message).toMatch(/^Invalid SVG: .* at line 1, column \d+$/);
    expect(refusal('plain text').message).toBe('Invalid SVG: Non-whitespace before first tag at line 1, column 1');
  });

  it('says the bytes saved, or grown', () => {
    expect(sizesNote({ before: 2048, after: 1024 })).toBe('2.0 KB → 1.0 KB: 50.0% saved');
    expect(sizesNote({ before: 100, after: 110 })).toBe('100 bytes → 110 bytes: 10.0% larger');
    expect(sizesNote({ before: 0, after: 0 })).toBe('0 bytes → 0 bytes: 0.0% saved');
  });
});
