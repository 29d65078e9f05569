/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { parseRgbFunction } from './core';

/** RGB to HEX's sliders take an rgb() too: second to the colour converter. */
const detectRgb: Detector = ({ head }) => {
  const rgb = parseRgbFunction(head);
  return rgb ? [hit('rgb-to-hex', 95, `Looks like an RGB colour (${rgb.r}, ${rgb.g}, ${rgb.b})`)] : [];
};

export default detectRgb;
