/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, plural, type Detector } from '../../core/site/detector';

// Signs of a script that a stylesheet never has ('var(' is CSS, 'var x' is not).
const CODE_ONLY = /\bfunction\s*[\w$]*\s*\(|\b(const|let|var)\s+[\w$]|=>|\b(import|export)\s+[\w{*]/;
const CSS_RULE = /(^|[}\s])[^{}<>;'"`]{1,200}\{\s*(--)?[a-z-]+\s*:\s*[^;{}]+(;|\s*\})/gi;

const detectCss: Detector = ({ head }) => {
  if (/^[[{<]/.test(head) || CODE_ONLY.test(head.slice(0, 4096))) return [];
  const rules = head.match(CSS_RULE)?.length ?? 0;
  const atRules = /^\s*@(media|import|font-face|keyframes|charset|supports|layer)\b/m.test(head);
  if (rules === 0 && !(atRules && head.includes('{'))) return [];
  return [hit('css-formatter', 75, `Looks like CSS (${plural(rules, 'rule')}${atRules ? ' and at-rules' : ''})`)];
};

export default detectCss;
