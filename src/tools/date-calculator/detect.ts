/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { ISO_DURATION_SHAPE } from './core/duration';

const detectDuration: Detector = ({ head, complete }) =>
  complete && head.length <= 64 && ISO_DURATION_SHAPE.test(head)
    ? [hit('date-calculator', 90, `Looks like an ISO 8601 duration (${head})`)]
    : [];

export default detectDuration;
