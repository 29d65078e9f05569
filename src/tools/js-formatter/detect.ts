/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

const JS_SIGNS: readonly [RegExp, string][] = [
  [/\bfunction\s*[\w$]*\s*\(/, 'function'],
  [/\b(const|let|var)\s+[\w${[]/, 'declarations'],
  [/=>/, 'arrow functions'],
  [/\b(import|export)\s+[\w{*]/, 'modules'],
  [/\brequire\(\s*['"]/, 'require'],
  [/\breturn\b[^;\n]*;?/, 'return'],
  [/\b(console|document|window)\.\w+/, 'browser globals'],
  [/\b(if|for|while)\s*\([^)]*\)\s*\{/, 'control flow'],
  [/;\s*$/m, 'semicolons'],
];

const detectJavaScript: Detector = ({ head }) => {
  if (/^[<{[]/.test(head) && !/^\{\s*\n?\s*(const|let|var|function)\b/.test(head)) return [];
  const found = JS_SIGNS.filter(([pattern]) => pattern.test(head)).map(([, name]) => name);
  // Two distinct signs: a sentence can say "return" or end with ";", code has both and more.
  if (found.length < 2 || !/[(){};=]/.test(head)) return [];
  return [hit('js-formatter', 60 + found.length, `Looks like JavaScript (${found.slice(0, 3).join(', ')})`)];
};

export default detectJavaScript;
