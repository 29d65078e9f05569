/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { HEX_COLOUR, hit, type Detector } from '../../core/site/detector';

/** A hex colour stays with HEX to RGB; the colour converter, which shows it in every form, comes second. */
const detectHexColour: Detector = ({ head }) =>
  HEX_COLOUR.test(head) ? [hit('hex-to-rgb', 95, `Looks like a hex colour (${head})`)] : [];

export default detectHexColour;
