import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { parseColour } from '../../core/shared/colour/css';
import { colorConverter } from './declaration';
import { convertColour, gamutReport } from './core';
import { COLOR_CONVERTER_MESSAGES as WORDS } from './words';

describe("the colour converter's words", () => {
  it('says no name is exact, with the nearest', () => {
    expect(toolErrorOf(() => convertColour('#ff8800', 'name')).title).toBe(
      'No CSS color name is exactly this color; the nearest is darkorange',
    );
  });

  it('says where a colour outside sRGB is, and that an sRGB form is mapped', () => {
    const gamut = (text: string) => WORDS.gamut[gamutReport(parseColour(text)).gamut ?? 'beyond'];
    expect(gamut('color(display-p3 0 1 0)')).toBe('inside Display P3');
    expect(gamut('color(rec2020 0 1 0)')).toBe('outside Display P3, inside Rec. 2020');
    const result = colorConverter.run.here?.('convert', 'color(display-p3 0 1 0)', { to: 'hex' });
    expect(result).toMatchObject({ warnings: { output: WORDS.mappedNote } });
    expect(WORDS.mappedNote).toMatch(/^Outside sRGB/);
  });
});
