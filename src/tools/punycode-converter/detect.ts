/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { SHORT_CHARS, hit, type Detector } from '../../core/site/detector';
import { holdsPunycode } from './core';

/** A domain, address or list holding an `xn--` label: Punycode / IDN's To Unicode. */
const detectPunycode: Detector = ({ head, complete }) => {
  if (!complete || head.length > SHORT_CHARS || !holdsPunycode(head)) return [];
  return [hit('punycode-converter', 85, 'Looks like a punycode domain (xn--)')];
};

export default detectPunycode;
