/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { looksLikeUserAgent } from './core/looks-like';

/** A User-Agent header value (a browser's "Mozilla/5.0 (…) …", a crawler's "name/1.0 (+https://…)"). */
const detectUserAgent: Detector = ({ head, complete }) =>
  complete && looksLikeUserAgent(head) ? [hit('user-agent-parser', 96, 'Looks like a user agent string')] : [];

export default detectUserAgent;
