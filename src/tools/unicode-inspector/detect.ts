/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { invisibleLabel } from './core/hidden';

/** Characters nobody types on purpose: zero-width spaces and joiners, bidi controls, a BOM past the start, tags. */
const HIDDEN = /[\u200B\u2060\u202A-\u202E\u2066-\u2069\u061C]|(?<!^)\uFEFF|[\u{E0000}-\u{E007F}]/gu;

/**
 * Hidden characters (a "Trojan Source" override, a zero-width space): the Unicode Inspector shows and removes them.
 * Second to a tool that takes the text's format (JSON with a zero-width space is still JSON).
 */
const detectHidden: Detector = ({ head }) => {
  const found = head.match(HIDDEN);
  if (!found) return [];
  const labels = [...new Set(found.map((char) => invisibleLabel(char.codePointAt(0)!) ?? 'TAG'))].slice(0, 3);
  return [hit('unicode-inspector', 75, `Contains hidden characters (${labels.join(', ')})`)];
};

export default detectHidden;
