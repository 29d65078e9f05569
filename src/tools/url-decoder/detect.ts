/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, plural, type Detector } from '../../core/site/detector';
import { decodeUrl } from '../url-encoding/core';

const detectUrlEncoded: Detector = ({ head, complete }) => {
  const escapes = head.match(/%[0-9a-f]{2}/gi)?.length ?? 0;
  if (escapes === 0 || /%(?![0-9a-f]{2})/i.test(head)) return [];
  if (complete) {
    try {
      decodeUrl(head);
    } catch {
      return [];
    }
  }
  return [
    hit('url-decoder', 65 + Math.min(escapes, 10), `Contains URL-encoded characters (${plural(escapes, 'escape')})`),
  ];
};

export default detectUrlEncoded;
