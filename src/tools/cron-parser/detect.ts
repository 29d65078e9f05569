/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { looksLikeCron } from './core/looks-like';

/** A cron expression (5 to 7 fields with a * or ?, or a macro such as @hourly). */
const detectCron: Detector = ({ head, complete }) =>
  complete && looksLikeCron(head) ? [hit('cron-parser', 96, 'Looks like a cron expression')] : [];

export default detectCron;
