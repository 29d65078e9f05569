/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

/** Adobe Ascii85 is the one encoded text here with a shape of its own: `<~ … ~>` (Base32 or Base58 look like words). */
const detectAscii85: Detector = ({ head, complete }) => {
  if (complete ? !/^<~[!-uz\s]+~>$/.test(head) : !/^<~[!-uz\s]+$/.test(head)) return [];
  return [hit('base-encoder', 85, 'Looks like Ascii85 (between <~ and ~>)')];
};

export default detectAscii85;
