/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, meaningfulLines, plural, type Detector } from '../../core/site/detector';

const YAML_KEY_LINE = /^\s*(?:- +)?(?:[A-Za-z_][\w./-]*|"[^"\n]*"|'[^'\n]*'):(?: |$)/;
const YAML_ITEM_LINE = /^\s*- \S/;

/**
 * YAML: a plain sentence with a colon is valid YAML too, so it takes several `key: value` lines (or a `---` start
 * with one) making up nearly all of the first lines, and values that are not CSS declarations ('color: red;').
 */
const detectYaml: Detector = ({ head }) => {
  if (/^[[{<]/.test(head)) return [];
  const documentStart = /^(---|%YAML)(\s|$)/.test(head);
  const lines = meaningfulLines(head, /^\s*#/).filter((line) => !/^(---|\.\.\.)\s*$/.test(line));
  const keys = lines.filter((line) => YAML_KEY_LINE.test(line));
  const items = lines.filter((line) => YAML_ITEM_LINE.test(line)).length;
  const css = keys.filter((line) => /;\s*$/.test(line)).length;
  if (keys.length < (documentStart ? 1 : 3) || css * 2 > keys.length) return [];
  if (keys.length + items < lines.length * 0.8) return [];
  const start = documentStart ? ', a --- start' : '';
  return [hit('yaml-json-converter', 70, `Looks like YAML (${plural(keys.length, 'key: value line')}${start})`)];
};

export default detectYaml;
