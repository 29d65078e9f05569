/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, plural, type Detector } from '../../core/site/detector';

const detectBytes: Detector = ({ head, complete }) => {
  if (!complete) return [];
  const bits = head.split(/\s+/);
  if (bits.every((b) => /^[01]{8}$/.test(b))) {
    return [hit('binary-converter', 85, `Looks like binary bytes (${plural(bits.length, 'byte')})`)];
  }
  const hexBytes = head.split(/[\s,]+/); // the separators the binary converter reads
  const spaced = hexBytes.length >= 2 && hexBytes.every((b) => /^(0x)?[0-9a-f]{2}$/i.test(b));
  const packed = /^[0-9a-f]+$/i.test(head) && head.length % 2 === 0 && head.length >= 8 && /[a-f]/i.test(head);
  if (spaced || packed) {
    const count = spaced ? hexBytes.length : head.length / 2;
    return [hit('binary-converter', spaced ? 80 : 55, `Looks like hex bytes (${plural(count, 'byte')})`)];
  }
  return [];
};

export default detectBytes;
