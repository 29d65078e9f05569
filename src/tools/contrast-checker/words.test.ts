import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { checkContrast } from './core';
import { reportText } from './report';
import '../../ui/words/colour';
import './words';

const report = (text: string, background: string) => reportText(checkContrast(text, background, 'aa'));

describe("the contrast checker's words", () => {
  it('says each level passed or failed', () => {
    const text = report('#777777', '#ffffff');
    expect(text).toMatch(/^AA, normal text \(4\.5:1\): +Fail$/m);
    expect(text).toMatch(/^AA, large text \(3:1\): +Pass$/m);
    expect(text).toMatch(/^UI components and graphics \(3:1\): +Pass$/m);
  });

  it('names the input whose color is wrong', () => {
    expect(toolErrorOf(() => report('#12345', '#fff')).title).toBe('A hex color has 3, 4, 6 or 8 digits, not 5');
    expect(toolErrorOf(() => report('#fff', 'rgbx(1 2 3)')).title).toBe(
      "Background: Unknown color function 'rgbx' at column 1",
    );
    expect(toolErrorOf(() => report('#fff', ' ')).title).toBe('Type the background color, e.g. #ffffff.');
  });

  it('says a color outside sRGB is measured on its mapped color', () => {
    expect(report('color(display-p3 0 1 0)', 'white')).toMatch(/\nOutside sRGB: measured on its nearest/);
  });
});
