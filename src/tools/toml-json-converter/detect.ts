/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, meaningfulLines, plural, type Detector } from '../../core/site/detector';

const TOML_TABLE = /^\s*\[\[?\s*[\w."' -]+\]\]?\s*(#.*)?$/;
const TOML_KEY = /^\s*(?:[\w-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[\w-]+|"[^"\n]*"))*\s*=\s*(.*)$/;
/** A TOML value's start: a string, number, boolean, date, array or inline table (an INI file's bare words are not). */
const TOML_VALUE = /^(?:["'[{]|[+-]?(?:\d|inf\b|nan\b)|true\b|false\b)/;

/**
 * TOML: `key = value` lines whose values are TOML's (quoted strings, numbers, booleans, dates, arrays), with a
 * `[table]` header or several of them, making up nearly all of the first lines. A script's `x = 1;` is not.
 */
const detectToml: Detector = ({ head }) => {
  if (/^[{<]/.test(head)) return [];
  const lines = meaningfulLines(head, /^\s*#/);
  const tables = lines.filter((line) => TOML_TABLE.test(line)).length;
  const values = lines.flatMap((line) => TOML_KEY.exec(line)?.[1] ?? []).filter((value) => !/;\s*$/.test(value));
  const typed = values.filter((value) => TOML_VALUE.test(value)).length;
  if (values.length < (tables ? 2 : 3) || typed < values.length * 0.8) return [];
  if (values.length + tables < lines.length * 0.8) return [];
  const reason = `${plural(values.length, 'key = value line')}${tables ? `, ${plural(tables, 'table')}` : ''}`;
  return [hit('toml-json-converter', 70, `Looks like TOML (${reason})`)];
};

export default detectToml;
