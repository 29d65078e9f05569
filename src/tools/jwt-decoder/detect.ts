/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { SHORT_CHARS, hit, type Detector } from '../../core/site/detector';
import { decodeBytes, utf8OrNull } from '../base64/core';

const detectJwt: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS) return [];
  const parts = /^([\w-]+)\.([\w-]+)\.([\w-]*)$/.exec(head);
  if (!parts) return [];
  const header = jsonOfBase64(parts[1]);
  if (!header || typeof header !== 'object' || !('alg' in header)) return [];
  return [hit('jwt-decoder', 100, `Looks like a JWT (algorithm ${String(header.alg)})`)];
};

function jsonOfBase64(part: string): unknown {
  try {
    const text = utf8OrNull(decodeBytes(part));
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export default detectJwt;
