/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { HEX_COLOUR, hit, type Detector } from '../../core/site/detector';
import { parseColour } from '../../core/shared/colour/css';

/** A CSS colour function (or CMYK) and nothing else: its name, then numbers, units, `none`, a space for color(). */
const COLOUR_FUNCTION =
  /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|device-cmyk|cmyk)\(\s*(?:[a-z][\w-]*\s+)?[\d\s.,/%+-]*(?:(?:deg|rad|grad|turn|none|e)[\d\s.,/%+-]*)*\)$/i;

/** A colour function the colour converter reads (the shape first, so most text never reaches the reader). */
function colourFunction(head: string): string | null {
  const shape = head.length <= 200 ? COLOUR_FUNCTION.exec(head) : null;
  if (!shape) return null;
  try {
    parseColour(head);
    return shape[1].toLowerCase();
  } catch {
    return null;
  }
}

const detectColour: Detector = ({ head }) => {
  if (HEX_COLOUR.test(head)) return [hit('color-converter', 60, 'A hex colour: every other CSS form of it')];
  const name = colourFunction(head);
  return name ? [hit('color-converter', 96, `Looks like a CSS colour (${name}())`)] : [];
};

export default detectColour;
