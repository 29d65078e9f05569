/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { SHORT_CHARS, hit, type Detector } from '../../core/site/detector';

const detectUrl: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS || !/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+\S*$/i.test(head)) return [];
  let url: URL;
  try {
    url = new URL(head);
  } catch {
    return [];
  }
  return [hit('url-parser', 90, `Looks like a URL (${url.protocol.slice(0, -1)} on ${url.host || 'no host'})`)];
};

export default detectUrl;
