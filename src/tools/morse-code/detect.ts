/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, plural, type Detector } from '../../core/site/detector';
import { isMorse } from './core';

/**
 * Morse code: only dots, dashes, spaces, slashes and line breaks, with both a dot and a dash and at least two codes,
 * so a YAML '---', a Markdown rule '- - -' or an ellipsis stays what it is.
 */

const detectMorse: Detector = ({ head, complete }) => {
  if (!isMorse(head) || !head.includes('.') || !head.includes('-') || !/[.-]\s+[.-]/.test(head)) return [];
  const codes = `${plural(head.match(/[.-]+/g)?.length ?? 0, 'code')}${complete ? '' : ' in the first 64 KB'}`;
  return [hit('morse-code', 85, `Looks like Morse code (${codes})`)];
};

export default detectMorse;
